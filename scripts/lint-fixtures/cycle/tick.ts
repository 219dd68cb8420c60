import { tock } from './tock.ts';

export const tick = (n: number): number => (n > 0 ? tock(n - 1) : 0);
