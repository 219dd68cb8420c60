import { expect, vi } from 'vitest';

const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

/**
 * Stubs the browser's download (`downloadBlob`: an object URL and a click on a link) and keeps what each download
 * saved, in order. Call `vi.restoreAllMocks()` after the test.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const bytes = async (i: number) => new Uint8Array(await blobs[i].arrayBuffer());
  return {
    /** The file name of the i-th download. */
    name: (i: number) => (clicked.mock.contexts[i] as HTMLAnchorElement).download,
    blob: (i: number) => blobs[i],
    bytes,
    /** The text of the i-th download, a CSV: checks that it starts with the UTF-8 byte-order mark, then drops it. */
    csv: async (i: number) => {
      const all = await bytes(i);
      expect([...all.subarray(0, 3)], 'a UTF-8 byte-order mark').toEqual(BYTE_ORDER_MARK);
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(all.subarray(3));
    },
  };
}
