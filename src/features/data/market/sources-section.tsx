import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSources } from '../../../client/market-data-queries.ts';
import type { SourceInfo } from '../../../contract/index.ts';
import { kindsText, readinessText } from './source-labels.ts';
import { MarketSection } from './section-frame.tsx';

function SourceRow({ source }: { source: SourceInfo }) {
  return (
    <Stack
      component="li"
      aria-label={source.name}
      spacing={0.5}
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {source.name}
        </Typography>
        <Chip size="small" color={source.ready ? 'success' : 'default'} label={readinessText(source)} />
        {source.browser_direct && <Chip size="small" variant="outlined" label="Works in this browser" />}
      </Stack>
      <Typography variant="body2">{source.description}</Typography>
      <Typography variant="body2" color="text.secondary">
        Gives {kindsText(source.kinds)} · {source.needs_key ? 'needs an API key' : 'no key needed'} · requests go to{' '}
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {source.base_url}
        </Typography>
      </Typography>
    </Stack>
  );
}

/** The sources this connection's host fetches market data from. */
export function SourcesSection() {
  const sources = useSources();
  return (
    <MarketSection
      title="Sources"
      intro="Where this connection fetches market data from: what each source gives, whether it needs a key, and where its requests go. Keys and mirror addresses are set in Settings."
      query={sources}
      what="the sources"
    >
      {(data) =>
        data.sources.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }}>This connection has no market-data sources.</Typography>
        ) : (
          <Stack component="ul" aria-label="Market-data sources" sx={{ m: 0, p: 0 }}>
            {data.sources.map((s) => (
              <SourceRow key={s.name} source={s} />
            ))}
          </Stack>
        )
      }
    </MarketSection>
  );
}
