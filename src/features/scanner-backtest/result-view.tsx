import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { ScannerBacktestData } from '../../contract/index.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { actionRows } from './action-rows.ts';
import { ActionsTable } from './actions-table.tsx';
import { EquityPanel } from './equity-panel.tsx';
import { StatsPanel } from './stats-panel.tsx';
import { joinTrades, parseTradeList } from './trade-list.ts';
import { TradeTable } from './trade-table.tsx';

export interface ResultViewProps {
  data: ScannerBacktestData;
  capital: number;
  /** The start of the downloaded files' names, e.g. "scanner-backtest-Stocks 2017-05-11 to 2018-05-11". */
  fileStem: string;
  /** What the scanner searched (e.g. "Stocks"), for the chart's PNG name. */
  universe: string;
}

/** A finished backtest: the figures, the equity curve, the trade list and the daily actions. */
export function ResultView({ data, capital, fileStem, universe }: ResultViewProps) {
  const stem = fileStem.replace(/[^A-Za-z0-9._-]+/g, '-');
  const list = useMemo(() => parseTradeList(data['TRADE LIST']), [data]);
  const trades = useMemo(() => (list.ok ? joinTrades(list.records, data.closed_trades) : []), [list, data]);
  const actions = useMemo(() => actionRows(data.result), [data]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <SymbolsProvenanceLine symbols={list.ok ? list.records.map((r) => r.Symbol) : undefined} />
      <StatsPanel data={data} />
      {data.equity ? (
        <EquityPanel
          equity={data.equity}
          capital={capital}
          totalReturn={data['TOTAL RETURN']}
          buyAndHold={data['BUY and HOLD']}
          fileName={`${stem}-equity.csv`}
          universe={universe}
        />
      ) : (
        <Alert severity="info" role="note">
          The service sent no equity series, so there is no equity chart; the figures and tables give the result.
        </Alert>
      )}
      <ResultSection title="Trades">
        {list.ok ? (
          <>
            {!data.closed_trades && (
              <Alert severity="info" role="note" sx={{ mb: 1.5 }}>
                The service sent the entries only: the exits are in the daily actions (the Sell rows).
              </Alert>
            )}
            <TradeTable trades={trades} fileName={`${stem}-trades.csv`} />
          </>
        ) : (
          <Alert severity="warning">The trade list could not be read: {list.message}.</Alert>
        )}
      </ResultSection>
      <ResultSection title="Daily actions">
        <ActionsTable rows={actions} fileName={`${stem}-actions.csv`} />
      </ResultSection>
    </Box>
  );
}
