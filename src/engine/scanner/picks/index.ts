export type { PlanChoice } from './choose-plan.ts';
export { choosePlan } from './choose-plan.ts';
export type { SymbolScanner, SymbolScannerOptions } from './symbol-scanner.ts';
export { createSymbolScanner } from './symbol-scanner.ts';
export type { UniverseDayScan, UniverseMember } from './scan-universe-day.ts';
export { scanUniverseDay } from './scan-universe-day.ts';
export { inputsThrough } from './inputs-through.ts';
