import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoredSymbol } from '../../../contract/index.ts';
import { formatNumber } from '../../../ui/table/format.ts';

/** "4:1", "1:2": a split's ratio as new shares to old. */
export function splitRatioText(ratio: number): string {
  return ratio >= 1 ? `${formatNumber(ratio)}:1` : `1:${formatNumber(1 / ratio)}`;
}

/** One kind of event under its heading, a line per date, or a word that there is none. */
function EventList({ title, label, lines }: { title: string; label: string; lines: [date: string, text: string][] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None in the stored range.
        </Typography>
      ) : (
        // A long dividend history scrolls in columns rather than stretching the table.
        <Box
          component="ul"
          aria-label={label}
          sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto', columnWidth: 160 }}
        >
          {lines.map(([date, text]) => (
            <Typography component="li" variant="body2" key={date}>
              {date}: {text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A fetched symbol's splits and dividends, listed when its row is opened. */
export function StoredSymbolEvents({ symbol }: { symbol: StoredSymbol }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, py: 1 }}>
      <EventList
        title="Splits"
        label={`Splits of ${symbol.symbol}`}
        lines={symbol.splits.map((s) => [s.date, splitRatioText(s.ratio)])}
      />
      <EventList
        title="Dividends"
        label={`Dividends of ${symbol.symbol}`}
        lines={symbol.dividends.map((d) => [d.date, formatNumber(d.amount)])}
      />
    </Box>
  );
}
