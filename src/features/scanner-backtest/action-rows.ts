import type { ScannerActionRows } from '../../contract/index.ts';

/** One row of the daily actions: the position's state on one day. */
export interface ActionRow {
  /** The day the row describes (our extension); absent from a service that sends only the spec's arrays. */
  date?: string;
  startDate: string;
  symbol: string;
  signal: string;
  direction: string;
  timeInMarket: number;
  profitTarget: number;
  stopLoss: number;
  kelly: number;
  stayInMarket: number;
  shares: number;
  price: number;
  close: number;
  floatProfit: number;
  orderStatus: string;
  action: 'Buy' | 'Sell' | 'Hold';
}

/** The spec's parallel arrays (2.9 `result`) as rows; the Action array sets the count. */
export function actionRows(result: ScannerActionRows): ActionRow[] {
  return result.Action.map((action, i) => ({
    ...(result.Date && { date: result.Date[i] }),
    startDate: result['Start Date'][i],
    symbol: result.Symbol[i],
    signal: result.Signal[i],
    direction: result.Direction[i],
    timeInMarket: result.TimeInMarket[i],
    profitTarget: result.ProfitTarget[i],
    stopLoss: result.StopLoss[i],
    kelly: result.Kelly[i],
    stayInMarket: result.StayInMarket[i],
    shares: result.Shares[i],
    price: result.Price[i],
    close: result.Close[i],
    floatProfit: result.FloatProfit[i],
    orderStatus: result.OrderStatus[i],
    action,
  }));
}
