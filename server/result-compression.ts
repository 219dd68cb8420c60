import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/*
 * Brotli at quality 4: on the SPX RSI backtest's result (293 KB of JSON) it writes 41 KB in about 3 ms, where
 * deflate's default level writes 75 KB in about 6 ms. Higher qualities save little more and cost 130 ms and up, on
 * the thread that answers requests (node:sqlite is synchronous).
 */
const QUALITY = 4;

/** Results compressed already, on the task thread that computed them (server/stored-result.ts). */
const compressedBefore = new WeakMap<object, Uint8Array>();

/**
 * Notes that `result` is stored as `compressed`: what compressResult(result) gives, made on another thread so that the
 * thread answering requests does not spend its milliseconds on it.
 */
export function rememberCompressed(result: object, compressed: Uint8Array): void {
  compressedBefore.set(result, compressed);
}

/** A result as stored: its JSON, compressed. */
export function compressResult(result: unknown): Buffer {
  const before = typeof result === 'object' && result !== null ? compressedBefore.get(result) : undefined;
  if (before) return Buffer.from(before.buffer, before.byteOffset, before.byteLength);
  return compressJson(JSON.stringify(result));
}

/** JSON text as stored (results kept as text before they were compressed). */
export function compressJson(text: string): Buffer {
  const json = Buffer.from(text, 'utf8');
  return brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

/** The JSON text of the result a stored value holds. */
export function decompressJsonText(stored: Uint8Array): string {
  return brotliDecompressSync(stored).toString('utf8');
}

/** The result a stored value holds. */
export function decompressResult(stored: Uint8Array): unknown {
  return JSON.parse(decompressJsonText(stored)) as unknown;
}
