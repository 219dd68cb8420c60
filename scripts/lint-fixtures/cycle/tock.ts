import { tick } from './tick.ts';

export const tock = (n: number): number => (n > 0 ? tick(n - 1) : 1);
