import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useUniverse } from '../../../client/universe-queries.ts';
import type { Universe } from '../../../contract/index.ts';

/** The members grouped by sector, sectors by name, members in the list's order; none without sectors. */
export function membersBySector(universe: Universe): [string, string[]][] {
  const sectors = universe.sectors;
  if (!sectors || Object.keys(sectors).length === 0) return [];
  const groups = new Map<string, string[]>();
  for (const symbol of universe.symbols) {
    const sector = sectors[symbol] ?? 'No sector';
    groups.set(sector, [...(groups.get(sector) ?? []), symbol]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

function MemberList({ universe }: { universe: Universe }) {
  const groups = membersBySector(universe);
  if (groups.length === 0)
    return (
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {universe.symbols.join(', ')}
      </Typography>
    );
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {groups.map(([sector, symbols]) => (
        <Box key={sector} sx={{ mb: 0.75 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {sector} ({symbols.length})
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {symbols.join(', ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A universe's members, read when they are first shown; by sector when it has them. */
export function UniverseMembers({ name }: { name: string }) {
  const universe = useUniverse(name);
  if (universe.isPending)
    return (
      <Box role="status" aria-label={`Loading the members of ${name}`} sx={{ p: 1 }}>
        <CircularProgress size={20} />
      </Box>
    );
  if (universe.isError)
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        The members of {name} could not be loaded: {universe.error.message}
      </Alert>
    );
  return (
    // A long list scrolls in place (503 members fill several screens on a phone); it takes focus to scroll by keyboard.
    <Box role="group" aria-label={`Symbols in ${name}`} tabIndex={0} sx={{ py: 1, maxHeight: 360, overflowY: 'auto' }}>
      <MemberList universe={universe.data} />
    </Box>
  );
}
