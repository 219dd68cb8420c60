import { readUpload } from '../csv/read-upload.ts';
import type { BrowserHandlers } from '../service/endpoint-router.ts';
import { ServiceError } from '../service/errors.ts';
import { isoDate } from '../service/system-clock.ts';
import type { BrowserSources } from './browser-sources.ts';
import type { CsvPreviewRunner } from './csv-preview-runner.ts';
import { IntradayCsvError } from './csv-spacing.ts';
import type { DataLibrary } from './data-library.ts';
import { SYMBOL_PATTERN } from './data-library.ts';
import { previewOptionChain } from './option-chain-preview.ts';

const SYMBOL_RULE = 'a symbol is 1 to 20 letters, digits or . _ ^ -, starting with a letter or digit';

/** Kept symbols are upper case, whatever case they were typed in. */
const keptSymbol = (symbol: string) => symbol.trim().toUpperCase();

/** Loads a dropped file; bars closer than an hour answer 400 with the offer to fold them into hours (`resample`). */
function load(csv: CsvPreviewRunner, fileName: string, text: string, resample: 'Hourly' | undefined) {
  try {
    return csv.load(fileName, text, resample);
  } catch (error) {
    if (!(error instanceof IntradayCsvError)) throw error;
    throw new ServiceError(400, { detail: error.message, column: error.column, resample: error.resample });
  }
}

/**
 * The endpoints only the in-browser service offers: the data library (kept in IndexedDB), dropped files read for
 * their preview, and CSV mode's runs on a file loaded in this worker.
 */
export function dataHandlers(library: DataLibrary, csv: CsvPreviewRunner, sources: BrowserSources): BrowserHandlers {
  return {
    'POST /data/sources/:name/settings': ({ params, body }) => sources.update(params.name, body),
    'GET /data/library': () => library.list(),
    'POST /data/library': ({ body }) => {
      const symbol = keptSymbol(body.symbol);
      if (!SYMBOL_PATTERN.test(symbol)) throw ServiceError.field('symbol', SYMBOL_RULE);
      return library.save(symbol, body.kind, body.fileName, body.text, body.symbolKind);
    },
    'POST /data/library/wide': ({ body }) => {
      const columns = body.columns.map((c) => ({ column: c.column, symbol: keptSymbol(c.symbol) }));
      const bad = columns.find((c) => !SYMBOL_PATTERN.test(c.symbol));
      if (bad) throw ServiceError.field('symbol', `${bad.symbol || '(empty)'} for ${bad.column}: ${SYMBOL_RULE}`);
      const options = { dateOrder: body.dateOrder, thousands: body.thousands };
      return library.saveWide(body.fileName, body.text, columns, body.symbolKind, options);
    },
    'DELETE /data/library/:symbol': async ({ params }) => {
      const symbol = keptSymbol(params.symbol);
      if (!(await library.remove(symbol))) throw ServiceError.notFound(`no kept dataset ${symbol}`);
      return { removed: symbol };
    },
    'GET /data/library/:symbol/bars': async ({ params }) => {
      const bars = await library.bars(params.symbol);
      if (!bars) throw ServiceError.notFound(`no price data for ${params.symbol}`);
      return bars;
    },
    'POST /data/csv/read': ({ body }) => readUpload(body),
    'POST /data/csv/previews': ({ body }) => load(csv, body.fileName, body.text, body.resample),
    'POST /data/csv/previews/:preview_id/run': ({ params, body }) =>
      csv.run(params.preview_id, body.params, isoDate(Date.now()), body.runId),
    'POST /data/csv/previews/:preview_id/validate': ({ params, body }) =>
      csv.validate(params.preview_id, body.params, isoDate(Date.now())),
    'DELETE /data/csv/previews/:preview_id': ({ params }) => {
      csv.forget(params.preview_id);
      return null;
    },
    'POST /data/options/preview': ({ body }) => previewOptionChain(body.fileName, body.text),
  };
}
