import { describe, expect, it } from 'vitest';
import { signalStudySchema } from './signal-study-schema.ts';

describe('signalStudySchema', () => {
  it('reads the horizons and the gap as typed into the study’s options', () => {
    expect(signalStudySchema.parse({ horizons: '21 5,63', minGap: ' 3 ' })).toEqual({
      horizons: [21, 5, 63],
      min_gap: 3,
    });
  });

  it('puts each message on the field it is about, naming the horizon that is wrong', () => {
    const checked = signalStudySchema.safeParse({ horizons: '5, 0', minGap: '-2' });
    expect(checked.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['horizons', 'Horizon 2 (0): a horizon must be at least 1 bar'],
      ['minGap', 'min_gap must be 0 or more'],
    ]);
  });
});
