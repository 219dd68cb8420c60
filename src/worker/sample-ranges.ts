import { z } from 'zod';
import { UPDATE_FREQUENCIES } from '../contract/index.ts';

/** Where the ranges are, relative to the app: written beside samples/index.json, checked by sample-ranges.test.ts. */
export const SAMPLE_RANGES_FILE = 'samples/ranges.json';

const SpanSchema = z.object({ rows: z.number().int().nonnegative(), first: z.string(), last: z.string() });
export type SampleSpan = z.infer<typeof SpanSchema>;

/**
 * `public/samples/ranges.json`: the rows and first and last dates of every bundled sample, so the data library and the
 * catalogue can be listed before (or without) any sample CSV is fetched. Prices by upper-case symbol (the columns of
 * wide files too), indicators by file stem with the frequency the catalogue calls `updated`, option chains by file.
 */
export const SampleRangesSchema = z.object({
  prices: z.record(z.string(), SpanSchema),
  indicators: z.record(z.string(), SpanSchema.extend({ updated: z.enum(UPDATE_FREQUENCIES) })),
  options: z.record(z.string(), SpanSchema),
});
export type SampleRanges = z.infer<typeof SampleRangesSchema>;

const NO_RANGES: SampleRanges = { prices: {}, indicators: {}, options: {} };

/**
 * The ranges file, read once. When it cannot be fetched, none (every caller then reads the samples themselves, as
 * before there was a ranges file), and it is tried again at the next call; a file that does not parse throws.
 */
export function sampleRanges(fetchText: (path: string) => Promise<string>): () => Promise<SampleRanges> {
  let read: Promise<SampleRanges> | undefined;
  const load = async (): Promise<SampleRanges> => {
    let text: string;
    try {
      text = await fetchText(SAMPLE_RANGES_FILE);
    } catch {
      read = undefined;
      return NO_RANGES;
    }
    try {
      return SampleRangesSchema.parse(JSON.parse(text));
    } catch (error) {
      read = undefined;
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${SAMPLE_RANGES_FILE}: ${message}`, { cause: error });
    }
  };
  return () => (read ??= load());
}
