import { describe, expect, it } from 'vitest';
import { csvKindOf } from './csv-kind.ts';

describe('csvKindOf', () => {
  it('tells an option chain from a price file by its header', () => {
    expect(csvKindOf('# made up\nticker,close,expiration,strike,last price,iv\nSPY,1,2022-03-25,400,1.2,0.2')).toBe(
      'option-chain',
    );
    expect(csvKindOf('Date,Open,High,Low,Close,Volume\n2020-01-02,1,2,0.5,1.5,100')).toBe('prices');
    expect(csvKindOf('')).toBe('prices');
  });
});
