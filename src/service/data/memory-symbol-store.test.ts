import { MemorySymbolStore } from './memory-symbol-store.ts';
import { describeSymbolStore } from './refresh/test-symbol-store-contract.ts';

describeSymbolStore('MemorySymbolStore', () => Promise.resolve(new MemorySymbolStore()));
