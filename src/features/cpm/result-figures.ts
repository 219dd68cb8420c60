import type { CpmResultData } from '../../contract/index.ts';
import { formatPercent, formatWhole } from '../../ui/table/format.ts';
import type { HintedFigure } from '../../ui/tasks/result-figures.ts';
import { plainFigure as plain, signedFigure as signed } from '../../ui/tasks/result-figures.ts';

/** The headline figures: the match count, and backtest_info's figures when the task traded the matches. */
export function resultFigures(data: CpmResultData): HintedFigure[] {
  const figures = [plain('Matches', formatWhole(data.count), 'Windows at or above the minimum correlation')];
  const b = data.backtest_info;
  if (!b) return figures;
  return [
    ...figures,
    signed('Total return', b['TOTAL RETURN'], 'All trades compounded, in percent'),
    signed('Median return', b['MEDIAN RETURN'], 'The middle trade return'),
    signed('Average return', b['AVERAGE RETURN'], 'Mean trade return'),
    plain('Win rate', formatPercent(b['WIN RATE']), 'Share of trades that gained'),
    signed('Average win', b['AVERAGE WIN'], 'Mean return of the gaining trades'),
    signed('Average loss', b['AVERAGE LOSS'], 'Mean return of the losing trades'),
    plain('Trades', formatWhole(b['TOTAL TRADES']), 'One trade after each match that had room to trade'),
    plain('Positive', formatWhole(b['TOTAL POSITIVE']), 'Trades that gained'),
    plain('Negative', formatWhole(b['TOTAL NEGATIVE']), 'Trades that did not gain'),
    signed('Buy & hold', b['BUY & HOLD'], 'Holding the symbol over the searched span instead'),
    plain('Time in market', formatPercent(b['TIME IN MARKET']), 'Share of the searched bars spent in a trade'),
  ];
}
