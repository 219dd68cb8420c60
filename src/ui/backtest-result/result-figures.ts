import type { BacktestResult } from '../../contract/index.ts';
import type { Figure } from '../layout/figure-grid.tsx';
import { plainFigure as plain, signedFigure as signed } from '../tasks/result-figures.ts';
import { formatBars, formatFixed, formatPercent, formatWhole } from '../table/format.ts';

/** A YYYY-MM-DD date from a result; an empty one means there was no such event. */
const dateOrNone = (v: string | null | undefined): string => v || 'None';

export interface FigureGroup {
  title: string;
  figures: Figure[];
}

/** Every result field of spec 2.9 and the extras, as labelled, formatted figures in four groups. */
export function resultFigures(result: BacktestResult): FigureGroup[] {
  const x = result.Extra;
  return [
    {
      title: 'Returns',
      figures: [
        signed('Total Return', result['Total Return (%)'], 'Final equity over starting capital.'),
        signed('Buy & Hold', result.BuyHoldGain, 'Holding the symbol from the first to the last bar of the window.'),
        signed('CAGR', result.CAGR, 'Compound annual growth rate of the equity.'),
        plain('Final Equity', formatFixed(x.final_equity)),
        signed(
          'Return per Unit of Exposure',
          x.return_per_exposure,
          'Total return divided by the time-in-market fraction: 10% made while in the market half the time is 20%. Not annualised.',
        ),
      ],
    },
    {
      title: 'Risk',
      figures: [
        plain(
          'Sharpe Ratio',
          formatFixed(result['Sharpe Ratio']),
          'Annualised, per-bar equity returns, no risk-free rate.',
        ),
        plain('Sortino Ratio', formatFixed(x.sortino), 'Like Sharpe, counting only the downside.'),
        plain('Calmar Ratio', formatFixed(x.calmar), 'CAGR over the size of the maximum drawdown.'),
        signed('Max Drawdown', result['Max Drawdown'], 'Deepest fall of the equity from its running peak.'),
        plain('Drawdown Period', formatBars(result['DrawDown Period']), 'Longest run of bars below a previous peak.'),
        plain('Time in Market', formatPercent(result['Time in Market']), 'Share of the bars spent in a trade.'),
      ],
    },
    {
      title: 'Trades',
      figures: [
        plain('Total Trades', formatWhole(result['Total Trades'])),
        plain('Positive Trades', formatWhole(result['Total Positive'])),
        plain('Negative Trades', formatWhole(result['Total Negative']), 'Trades that did not gain (zero counts here).'),
        plain('Win Rate', formatPercent(result['Win Rate'])),
        signed('Average Win', result['Average Win %']),
        signed('Average Loss', result['Average Loss %']),
        signed('Best Trade', x.best_trade),
        signed('Worst Trade', x.worst_trade),
        signed('Expectancy', x.expectancy, 'Average return per trade.'),
        plain('Profit Factor', formatFixed(x.profit_factor), 'Sum of gains over the sum of losses.'),
        plain('Average Bars Held', formatBars(x.avg_bars_held)),
      ],
    },
    {
      title: 'Dates',
      figures: [
        plain('Last Entry Date', dateOrNone(result['Last Entry Date'])),
        plain('Last Exit Date', dateOrNone(result['Last Exit Date'])),
        plain('BT End Date', dateOrNone(result['BT End Date']), 'The last bar of the backtest window.'),
      ],
    },
  ];
}
