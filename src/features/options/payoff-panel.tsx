import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OptionItem } from '../../contract/index.ts';
import { formatFixed, formatPercent } from '../../ui/table/format.ts';
import { PayoffChart } from './payoff-chart.tsx';
import { SHARES_PER_CONTRACT, shortPutBreakEven, shortPutProfit } from './put-payoff.ts';

export interface PayoffPanelProps {
  /** The contract chosen in the table, or null before one is. */
  row: OptionItem | null;
  onClose: () => void;
}

/** Dollars with the sign first: "-$10,023.50". */
function dollars(v: number): string {
  return `${v < 0 ? '-' : ''}$${formatFixed(Math.abs(v))}`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The chosen put's profit or loss at expiry, as a chart and its key figures. */
export function PayoffPanel({ row, onClose }: PayoffPanelProps) {
  if (!row) {
    return (
      <Paper component="section" aria-label="Payoff at expiry" variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Payoff at expiry
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Choose a row of the table (a click, or Enter on it) to see what selling that put makes or loses at expiry.
        </Typography>
      </Paper>
    );
  }
  const put = { strike: row.strike, credit: row.credit };
  const breakEven = shortPutBreakEven(put);
  const title = `Sell 1 ${row.ticker} ${formatFixed(row.strike)} put expiring ${row.expirDate}`;
  return (
    <Paper component="section" aria-label="Payoff at expiry" variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Payoff at expiry: {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Profit or loss of one contract ({SHARES_PER_CONTRACT} shares) held to expiry, against the underlying&rsquo;s
            price then; before slippage and commissions.
          </Typography>
        </Box>
        <Button size="small" onClick={onClose}>
          Close payoff
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          my: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <Figure label="Max profit (price ≥ strike)" value={dollars(row.credit)} />
        <Figure label="Break-even" value={dollars(breakEven)} />
        <Figure label="P/L if the price halves" value={dollars(shortPutProfit(put, row.close / 2))} />
        <Figure label="Price now" value={dollars(row.close)} />
        <Figure label="POP" value={formatPercent(row.POP_est)} />
      </Box>
      <PayoffChart
        put={put}
        current={row.close}
        png={{
          name: 'the payoff chart',
          screen: 'options',
          subject: row.ticker,
          view: `payoff ${formatFixed(row.strike)} put ${row.expirDate}`,
        }}
        ariaLabel={
          `Payoff at expiry of a sold ${row.ticker} put: profit ${formatFixed(row.credit)} above the strike ` +
          `${formatFixed(row.strike)}, zero at the break-even ${formatFixed(breakEven)}, a loss below; ` +
          `the price now ${formatFixed(row.close)}`
        }
      />
    </Paper>
  );
}
