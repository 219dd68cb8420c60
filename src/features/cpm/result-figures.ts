import type { CpmResultData } from '../../contract/index.ts';
import type { Figure as SharedFigure } from '../../ui/layout/figure-grid.tsx';
import { formatPercent, formatSignedPercent, formatWhole, toneOf } from '../../ui/table/format.ts';

/** A headline figure; every one says what it means. */
export interface Figure extends SharedFigure {
  hint: string;
}

const plain = (label: string, value: string, hint: string): Figure => ({ label, value, tone: 'neutral', hint });
const signed = (label: string, v: number, hint: string): Figure => ({
  label,
  value: formatSignedPercent(v),
  tone: toneOf(v),
  hint,
});

/** The headline figures: the match count, and backtest_info's figures when the task traded the matches. */
export function resultFigures(data: CpmResultData): Figure[] {
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
