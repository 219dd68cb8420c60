import type { ExitReason, Trade } from '../../contract/index.ts';

const EXIT_REASON_LABELS: Record<ExitReason, string> = {
  signal: 'Exit signal',
  stop: 'Stop loss',
  target: 'Take profit',
  time: 'Max bars held',
  end: 'End of test',
};

/** The exit reason in words; a trade still open at the end says so. */
export function exitReasonLabel(trade: Pick<Trade, 'exit_reason' | 'open'>): string {
  const label = EXIT_REASON_LABELS[trade.exit_reason];
  return trade.open ? `${label} (still open)` : label;
}
