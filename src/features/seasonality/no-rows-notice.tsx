import Alert from '@mui/material/Alert';

/** A view without a single return in the years used: said in words instead of an empty chart. */
export function NoRowsNotice({
  what,
  ticker,
  years,
}: {
  what: string;
  ticker: string;
  years: { start: number; end: number };
}) {
  return (
    <Alert severity="info">
      No returns of {ticker} for {what} between {years.start} and {years.end}. Widen the years or pick a ticker with
      more data.
    </Alert>
  );
}
