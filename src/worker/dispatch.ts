import { CsvError } from '../csv/csv-error.ts';
import { readUpload } from '../csv/read-upload.ts';
import { SeriesError } from '../engine/series/from-rows.ts';
import { ServiceError } from '../service/errors.ts';
import type { Service } from '../service/router.ts';
import { isoDate } from '../service/system-clock.ts';
import type { CsvPreviewRunner } from './csv-preview-runner.ts';
import { SupersededRun } from './csv-preview-runner.ts';
import { IntradayCsvError } from './csv-spacing.ts';
import type { DataLibrary } from './data-library.ts';
import { SYMBOL_PATTERN } from './data-library.ts';
import { previewOptionChain } from './option-chain-preview.ts';
import type { WorkerRequestBody } from './protocol.ts';

export interface WorkerParts {
  service: Service;
  library: DataLibrary;
  csv: CsvPreviewRunner;
}

type Answer = { status: number; body: unknown };

const ok = (body: unknown): Answer => ({ status: 200, body });

/** Errors become bodies a screen can show: CSV errors keep their row and column, a 400 its field errors. */
function errorAnswer(error: unknown): Answer {
  if (error instanceof IntradayCsvError)
    return { status: 400, body: { detail: error.message, column: error.column, resample: error.resample } };
  if (error instanceof SupersededRun) return { status: 409, body: { detail: error.message, superseded: true } };
  if (error instanceof CsvError)
    return { status: 400, body: { detail: error.message, row: error.row, column: error.column } };
  if (error instanceof SeriesError) return { status: 400, body: { detail: error.message } };
  if (error instanceof ServiceError) return { status: error.status, body: error.body };
  return { status: 500, body: { detail: error instanceof Error ? error.message : String(error) } };
}

export async function dispatch(parts: WorkerParts, request: WorkerRequestBody): Promise<Answer> {
  try {
    switch (request.type) {
      case 'http': {
        const init: RequestInit = { method: request.method };
        if (request.body !== undefined) {
          init.body = request.body;
          init.headers = { 'Content-Type': 'application/json' };
        }
        const response = await parts.service.app.request(request.path, init);
        return { status: response.status, body: response.status === 204 ? null : await response.json() };
      }
      case 'library.list':
        return ok(await parts.library.list());
      case 'library.save': {
        const symbol = request.symbol.trim().toUpperCase();
        if (!SYMBOL_PATTERN.test(symbol)) {
          throw ServiceError.field(
            'symbol',
            'a symbol is 1 to 20 letters, digits or . _ ^ -, starting with a letter or digit',
          );
        }
        return ok(await parts.library.save(symbol, request.kind, request.fileName, request.text, request.symbolKind));
      }
      case 'library.saveWide': {
        const columns = request.columns.map((c) => ({ column: c.column, symbol: c.symbol.trim().toUpperCase() }));
        const bad = columns.find((c) => !SYMBOL_PATTERN.test(c.symbol));
        if (bad) {
          throw ServiceError.field(
            'symbol',
            `${bad.symbol || '(empty)'} for ${bad.column}: a symbol is 1 to 20 letters, digits or . _ ^ -, starting with a letter or digit`,
          );
        }
        const options = { dateOrder: request.dateOrder, thousands: request.thousands };
        return ok(await parts.library.saveWide(request.fileName, request.text, columns, request.symbolKind, options));
      }
      case 'csv.read':
        return ok(readUpload(request));
      case 'library.remove': {
        // Kept symbols are upper case (library.save).
        const symbol = request.symbol.trim().toUpperCase();
        if (!(await parts.library.remove(symbol))) throw ServiceError.notFound(`no kept dataset ${symbol}`);
        return ok({ removed: symbol });
      }
      case 'library.bars': {
        const bars = await parts.library.bars(request.symbol);
        if (!bars) throw ServiceError.notFound(`no price data for ${request.symbol}`);
        return ok(bars);
      }
      case 'csv.load':
        return ok(parts.csv.load(request.fileName, request.text, request.resample));
      case 'options.preview':
        return ok(previewOptionChain(request.fileName, request.text));
      case 'csv.run':
        return ok(await parts.csv.run(request.previewId, request.params, isoDate(Date.now()), request.runId));
      case 'csv.validate':
        return ok(await parts.csv.validate(request.previewId, request.params, isoDate(Date.now())));
      case 'csv.forget':
        parts.csv.forget(request.previewId);
        return ok(null);
    }
  } catch (error) {
    return errorAnswer(error);
  }
}
