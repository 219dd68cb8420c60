import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CpmResultData } from '../../contract/index.ts';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { CpmTradeTable } from './cpm-trade-table.tsx';
import { FanPanel } from './fan-panel.tsx';
import { MatchPricePanel } from './match-price-panel.tsx';
import { MatchTable } from './match-table.tsx';
import { OverlayPanel } from './overlay-panel.tsx';
import { ResultFiguresPanel } from './result-figures-panel.tsx';

export interface CpmResultViewProps {
  data: CpmResultData;
  symbol: string;
  templateName: string;
  timeInMarket: number;
}

/** A task's matches: figures, the price chart shaded, the table, the overlay, the fan and (backtest) the trades. */
export function CpmResultView({ data, symbol, templateName, timeInMarket }: CpmResultViewProps) {
  const { chart, backtest_info: info } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <ResultFiguresPanel data={data} />
      {chart ? (
        <MatchPricePanel symbol={symbol} chart={chart} matches={data.patterns} />
      ) : (
        <Alert severity="info" role="note">
          The service sent the matches without their prices, so there are no charts; the tables below have the figures.
        </Alert>
      )}
      <ResultSection title="Matches">
        <MatchTable matches={data.patterns} fileName={`cpm-${symbol}-matches.csv`} />
      </ResultSection>
      {chart && chart.paths.length > 0 && (
        <>
          <OverlayPanel symbol={symbol} chart={chart} matches={data.patterns} templateName={templateName} />
          <FanPanel symbol={symbol} chart={chart} timeInMarket={timeInMarket} matchCount={data.count} />
        </>
      )}
      {info ? (
        <ResultSection title="Trades">
          <CpmTradeTable trades={info.trades} fileName={`cpm-${symbol}-trades.csv`} />
        </ResultSection>
      ) : (
        <Alert severity="info" role="note">
          A scan only finds the matches; run it as “Scan and backtest” to trade each one.
        </Alert>
      )}
    </Box>
  );
}
