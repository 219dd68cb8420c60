import { z } from 'zod';

/** `public/samples/index.json`: what the browser can fetch, since it cannot list a folder. */
export const SamplesIndexSchema = z.object({
  prices: z.array(z.object({ symbol: z.string(), file: z.string(), origin: z.string() })),
  indicators: z.array(
    z.object({ stem: z.string(), file: z.string(), sidecar: z.string().optional(), origin: z.string().optional() }),
  ),
});
export type SamplesIndex = z.infer<typeof SamplesIndexSchema>;
