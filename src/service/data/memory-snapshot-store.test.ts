import { MemorySnapshotStore } from './memory-snapshot-store.ts';
import { describeSnapshotStore } from './test-snapshot-store-contract.ts';

describeSnapshotStore('MemorySnapshotStore', () => Promise.resolve(new MemorySnapshotStore()));
