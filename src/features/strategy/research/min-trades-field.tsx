import TextField from '@mui/material/TextField';
import { DEFAULT_MIN_TRADES } from '../../../contract/index.ts';

/** The field's text when nothing was typed yet: the service's own default. */
export const DEFAULT_MIN_TRADES_TEXT = String(DEFAULT_MIN_TRADES);

/** A stored draft's text, kept as typed (even unfinished); the default when there is none. */
export function readMinTrades(raw: unknown): string {
  return typeof raw === 'string' ? raw : DEFAULT_MIN_TRADES_TEXT;
}

/** A whole number of trades, 0 or more, or why not. */
export function minTradesProblem(text: string): string | null {
  return /^\d+$/.test(text.trim()) ? null : 'A whole number of trades, 0 or more';
}

/**
 * The Sweep and Walk-forward tabs' "Minimum trades": below it a combination is marked and never ranked best, and a
 * walk-forward gives no verdict (docs/research.md, "Too few trades").
 */
export function MinTradesField({
  value,
  onChange,
  serviceError,
  helperText,
}: {
  value: string;
  onChange: (text: string) => void;
  serviceError: string | null;
  helperText: string;
}) {
  const problem = minTradesProblem(value) ?? serviceError;
  return (
    <TextField
      label="Minimum trades"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={problem !== null}
      helperText={problem ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 200 }}
    />
  );
}
