export type { SymbolScanner } from './symbol-scanner.ts';
export { createSymbolScanner } from './symbol-scanner.ts';
export type { UniverseDayScan, UniverseMember } from './scan-universe-day.ts';
export { scanUniverseDay } from './scan-universe-day.ts';
