import { z } from 'zod';

/** One entry of the technical map, for autocomplete and help (GET /backtest/indicators/technical, our extension). */
export const TechnicalIndicatorInfoSchema = z.object({
  /** The canonical name with default parameters, e.g. `RSI(14)`; `OBV` has none. */
  name: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  kind: z.enum(['moving-average', 'oscillator', 'trend', 'volatility', 'volume', 'price-channel']),
  params: z.array(z.object({ name: z.string(), default: z.number(), min: z.number(), integer: z.boolean() })),
});
export type TechnicalIndicatorInfo = z.infer<typeof TechnicalIndicatorInfoSchema>;
