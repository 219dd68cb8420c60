import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { libraryChanged, queryKeys } from './queries.ts';

/**
 * The data library's first list is still being read when a kept file's write is done: the list read before the write
 * must not be what the table ends up showing.
 */
function libraryBeingRead() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: ((symbols: string[]) => void)[] = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey: queryKeys.datasets,
    queryFn: () => new Promise<string[]>((resolve) => reads.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, reads, observer, unsubscribe };
}

describe('after a write to the data library', () => {
  it('reads the list again even when its first read is still under way', async () => {
    const { client, reads, observer, unsubscribe } = libraryBeingRead();
    expect(reads).toHaveLength(1);
    const changed = libraryChanged(client);
    // A second read, begun after the write.
    await expect.poll(() => reads.length).toBe(2);
    reads[0](['AAPL']);
    reads[1](['AAPL', 'GOOGCSV']);
    await changed;
    expect(observer.getCurrentResult().data).toEqual(['AAPL', 'GOOGCSV']);
    unsubscribe();
  });

  it('where an invalidation alone would have kept the read begun before the write', async () => {
    // The cause of the flake this guards against: invalidateQueries reuses a first load in flight.
    const { client, reads, observer, unsubscribe } = libraryBeingRead();
    const invalidated = client.invalidateQueries({ queryKey: queryKeys.datasets });
    await Promise.resolve();
    expect(reads).toHaveLength(1);
    reads[0](['AAPL']);
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual(['AAPL']);
    unsubscribe();
  });
});
