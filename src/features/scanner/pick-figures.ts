import type { ScannerBacktestInfo, ScannerItem } from '../../contract/index.ts';
import type { Figure } from '../../ui/layout/figure-grid.tsx';
import { formatFixed, formatNumber, formatPercent, formatPercentAsGiven, formatWhole } from '../../ui/table/format.ts';
import { plainFigure as plain, signedFigure as signed } from '../../ui/tasks/result-figures.ts';
import type { NumericPickField } from './pick-values.ts';
import { pickNumber } from './pick-values.ts';

/** The pick's plan and its history's statistics, labelled with the spec's field names as the table is. */
export function pickFigures(item: ScannerItem): Figure[] {
  const n = (field: NumericPickField) => pickNumber(item, field);
  const figures = [
    plain('Close', formatNumber(n('Close')), 'Close on the signal date'),
    plain('ProfitTarget', formatPercentAsGiven(n('ProfitTarget')), 'Exit once the trade gains this much'),
    plain('StopLoss', formatPercentAsGiven(n('StopLoss')), 'Exit once the trade loses this much'),
    plain('TimeInMarket', `${formatWhole(n('TimeInMarket'))} days`, 'Exit after this many trading days at most'),
    plain('WinRate', formatPercent(n('WinRate')), 'Share of the earlier trades that gained'),
    plain('TradeNumber', formatWhole(n('TradeNumber')), 'Earlier trades the statistics come from'),
    signed('ExpectedReturn', n('ExpectedReturn'), 'Expected return per trade'),
    signed('AvgWin', n('AvgWin'), 'Average return of the gaining trades'),
    signed('AvgLoss', n('AvgLoss'), 'Average return of the losing trades'),
    signed('AnnualReturn', n('AnnualReturn'), 'The trades’ return per year'),
    signed('MedianReturn', n('MedianReturn'), 'The middle trade return'),
    signed('AvgReturn', n('AvgReturn'), 'Mean trade return'),
    plain('StdDev', formatPercent(n('StdDev')), 'Standard deviation of the trade returns'),
    signed('MaxRisk', n('MaxRisk'), 'Deepest drawdown of the earlier trades'),
    plain('Z_Score', formatFixed(n('Z_Score')), 'Signal quality: the mean return over its standard error'),
    plain('SharpeRatio', formatFixed(n('SharpeRatio')), 'Risk-adjusted return of the trades'),
    plain('TrendScore', formatFixed(n('TrendScore')), 'Trend of the symbol, 0 to 10'),
    plain('RelTrendScore', formatFixed(n('RelTrendScore')), 'Trend relative to SPX, 0 to 10'),
    plain('Optix', formatFixed(n('Optix')), 'Market-timing indicator'),
  ];
  if (item.Kelly !== undefined)
    figures.push(plain('Kelly', formatPercent(item.Kelly * 100), 'Share of capital the Kelly criterion would stake'));
  return figures;
}

/** backtest_info's statistics, over the per-trade arrays shown below them. */
export function pastTradeFigures(info: ScannerBacktestInfo): Figure[] {
  const wins = info.EachReturn.filter((r) => r > 0).length;
  return [
    plain('Trades', formatWhole(info.TradeNumber), 'Earlier trades of this signal on this symbol'),
    plain('Gaining', formatWhole(wins), 'Trades whose return is above 0'),
    plain('WinRate', formatPercent(info.WinRate), 'Share of the trades that gained'),
    signed('AvgReturn', info.AvgReturn, 'Mean trade return'),
    signed('MedianReturn', info.MedianReturn, 'The middle trade return'),
    signed('AnnualReturn', info.AnnualReturn, 'The trades’ return per year'),
    signed('AvgWin', info.AvgWin, 'Average return of the gaining trades'),
    signed('AvgLoss', info.AvgLoss, 'Average return of the losing trades'),
    plain('StdDev', formatPercent(info.StdDev), 'Standard deviation of the trade returns'),
    plain('Z_Score', formatFixed(info.Z_Score), 'Signal quality: the mean return over its standard error'),
    signed('MaxRisk', info.MaxRisk, 'Deepest drawdown of the trades'),
    plain('TimeInMarket', `${formatWhole(info.TimeInMarket)} days`, 'The plan’s longest hold'),
    plain('Market', info.Market, 'The kind of symbol'),
  ];
}
