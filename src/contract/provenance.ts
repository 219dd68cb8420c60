import { z } from 'zod';
import { DataProvenanceSchema } from './result.ts';

/** At most this many symbols in one provenance question (a day's scanner picks fit well within it). */
export const PROVENANCE_MAX_SYMBOLS = 500;

/** `symbols=A,B,C`: upper-cased, blanks dropped, each once, in the order asked. */
export const ProvenanceQuerySchema = z.object({
  symbols: z
    .string({ error: 'symbols must name symbols separated by commas' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((s) => s.trim().toUpperCase())
          .filter((s) => s !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(32, 'a symbol has at most 32 characters'))
        .min(1, 'symbols must name at least one symbol')
        .max(PROVENANCE_MAX_SYMBOLS, `symbols may name at most ${PROVENANCE_MAX_SYMBOLS} symbols`),
    ),
});

/** The provenance of each symbol asked for that the connection has; a symbol it does not have is left out. */
export const ProvenanceAnswerSchema = z.object({ symbols: z.array(DataProvenanceSchema) });
export type ProvenanceAnswer = z.infer<typeof ProvenanceAnswerSchema>;
