import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { BacktestResult } from '../../contract/index.ts';

/** Why a result has no trades, and where to look: zero trades is almost always a setup problem, not a market one. */
export function NoTradesNotice({ result }: { result: BacktestResult }) {
  const from = result.Extra.dates[0] ?? 'the start';
  const to = result.Extra.dates.at(-1) ?? result['BT End Date'] ?? 'the end';
  return (
    <Alert severity="info">
      <AlertTitle>
        No trades: the entry never fired between {from} and {to}.
      </AlertTitle>
      Check the warnings of the validate panel in the strategy builder: a threshold the signal never crosses, or a
      window shorter than the indicator&apos;s look-back, gives zero trades.
    </Alert>
  );
}
