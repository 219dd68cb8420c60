import Link from '@mui/material/Link';

/**
 * The attribution lightweight-charts' licence asks for (a link to TradingView), as text beside the chart instead of
 * the logo inside it, so that the chart stays one image with nothing focusable hidden in it.
 */
export function ChartAttribution() {
  return (
    <Link
      href="https://www.tradingview.com/"
      target="_blank"
      rel="noopener noreferrer"
      variant="caption"
      color="text.secondary"
      sx={{ mt: 1 }}
    >
      Charting by TradingView
    </Link>
  );
}
