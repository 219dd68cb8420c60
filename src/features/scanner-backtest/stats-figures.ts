import type { ScannerBacktestData } from '../../contract/index.ts';
import { formatPercent, formatFixed, formatWhole } from '../../ui/table/format.ts';
import type { HintedFigure } from '../../ui/tasks/result-figures.ts';
import { plainFigure as plain, signedFigure as signed } from '../../ui/tasks/result-figures.ts';

/** Every figure of spec 2.9, in its order, each label saying its unit and each hint what the figure means. */
export function statsFigures(d: ScannerBacktestData): HintedFigure[] {
  return [
    signed('Total return (%)', d['TOTAL RETURN'], 'TOTAL RETURN: final equity over the starting capital, in percent'),
    signed('Median trade return (%)', d['MEDIAN RETURN'], 'MEDIAN RETURN: the middle trade’s net return'),
    signed('Average trade return (%)', d['AVERAGE RETURN'], 'AVERAGE RETURN: the mean trade’s net return'),
    plain('Win rate (%)', formatPercent(d['WIN RATE']), 'WIN RATE: share of trades that gained'),
    signed('Average win (%)', d['AVERAGE WIN'], 'AVERAGE WIN: mean return of the gaining trades'),
    signed('Average loss (%)', d['AVERAGE LOSS'], 'AVERAGE LOSS: mean return of the other trades'),
    signed('Max risk (% drawdown)', d['MAX RISK'], 'MAX RISK: the deepest fall of the portfolio from its peak'),
    plain('Total trades', formatWhole(d['TOTAL TRADES']), 'TOTAL TRADES: trades entered and closed'),
    plain('Total positive (trades)', formatWhole(d['TOTAL POSITIVE']), 'TOTAL POSITIVE: trades that gained'),
    plain('Total negative (trades)', formatWhole(d['TOTAL NEGATIVE']), 'TOTAL NEGATIVE: trades that did not gain'),
    plain(
      'Time in market (% of days)',
      formatPercent(d['TIME IN MARKET']),
      'TIME IN MARKET: share of the days with a position open',
    ),
    plain('Std. dev. of trades (%)', formatPercent(d['STD.DEV']), 'STD.DEV: spread of the trade returns'),
    plain('Z-score', formatFixed(d['Z-SCORE']), 'Z-SCORE: mean trade return over its standard error'),
    signed('Buy and hold (%)', d['BUY and HOLD'], 'BUY and HOLD: holding the benchmark over the period instead'),
    plain(
      'Average position (money)',
      formatFixed(d['AVERAGE POSITION']),
      'AVERAGE POSITION: mean market value of the open positions at the close, in the capital’s currency',
    ),
  ];
}
