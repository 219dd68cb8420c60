import { describeUniverseStore } from './test-universe-store-contract.ts';
import { MemoryUniverseStore } from './universe-store.ts';

describeUniverseStore('MemoryUniverseStore', () => Promise.resolve(new MemoryUniverseStore()));
