import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useUniverseMembersWithPrices } from '../../client/universe-members.ts';
import { UniverseSelect } from './universe-select.tsx';

/** At most this many members go into a field: more would make a matrix or a sweep too large to read or run. */
export const UNIVERSE_FILL_LIMIT = 30;

export interface UniverseFillProps {
  /** The field's symbols now: what Undo gives back. */
  current: readonly string[];
  onFill: (symbols: string[]) => void;
  /** Symbols the field does not take (those a form adds anyway). */
  exclude?: ReadonlySet<string>;
  limit?: number;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

interface Filled {
  text: string;
  /** What the field held before, for Undo; undefined when nothing was replaced. */
  before?: string[];
}

/** What a fill says: how many of how many went in, and why not all. */
function fillText(name: string, members: number, priced: number, used: number): string {
  const some = used < priced ? `the first ${used} of the ${priced}` : `the ${used}`;
  return `Filled with ${some} members of ${name} that have prices (of ${members} members).`;
}

/**
 * "Fill from universe": picks a universe and puts its members that have prices into a symbols field, at most
 * `limit` of them in the universe's order. It replaces the field's symbols, so Undo gives back what was there.
 */
export function UniverseFill({
  current,
  onFill,
  exclude,
  limit = UNIVERSE_FILL_LIMIT,
  disabled,
  sx,
}: UniverseFillProps) {
  const membersOf = useUniverseMembersWithPrices();
  const [busy, setBusy] = useState(false);
  const [filled, setFilled] = useState<Filled | null>(null);

  const fill = async (name: string) => {
    if (name === '') return;
    setBusy(true);
    try {
      const universe = await membersOf(name);
      const priced = universe.symbols.filter((s) => !exclude?.has(s));
      if (priced.length === 0) {
        setFilled({
          text: `None of the ${universe.members} members of ${universe.name} has prices here: refresh it on the Data screen.`,
        });
        return;
      }
      const symbols = priced.slice(0, limit);
      onFill(symbols);
      setFilled({
        text: fillText(universe.name, universe.members, priced.length, symbols.length),
        ...(current.length > 0 && { before: [...current] }),
      });
    } catch (e) {
      setFilled({ text: `${name} could not be read: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={sx ?? { minWidth: 0 }}>
      <UniverseSelect
        label="Fill from universe"
        value=""
        onChange={(name) => void fill(name)}
        emptyLabel="Pick a universe…"
        helperText={`Its members with prices, at most ${limit}; replaces the symbols`}
        disabled={disabled === true || busy}
        sx={{ minWidth: 220, width: '100%' }}
      />
      <Typography variant="body2" role="status" aria-label="Universe fill" sx={{ mt: 0.5 }}>
        {busy ? 'Reading the universe…' : filled?.text}
        {!busy && filled?.before && (
          <Button
            size="small"
            sx={{ ml: 1 }}
            onClick={() => {
              onFill(filled.before ?? []);
              setFilled(null);
            }}
          >
            Undo
          </Button>
        )}
      </Typography>
    </Box>
  );
}
