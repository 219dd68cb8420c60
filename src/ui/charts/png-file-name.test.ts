import { describe, expect, it } from 'vitest';
import { chartFileName, slug } from './png-file-name.ts';

describe('chart file names', () => {
  it('writes screen, subject and view in lower-case slug form', () => {
    expect(chartFileName({ screen: 'seasonality', subject: 'SPX', view: 'Average year' })).toBe(
      'seasonality-spx-average-year.png',
    );
    expect(chartFileName({ screen: 'correlation', subject: 'SPX', view: 'matrix' })).toBe('correlation-spx-matrix.png');
  });

  it('turns index carets, share-class dots and other marks into hyphens, never doubled or at the ends', () => {
    expect(slug('^GSPC')).toBe('gspc');
    expect(slug('BRK.B')).toBe('brk-b');
    expect(slug('  Rolling   beta / 60 days ')).toBe('rolling-beta-60-days');
    expect(slug('EUR/USD=X')).toBe('eur-usd-x');
    expect(chartFileName({ screen: 'Scanner backtest', subject: 'BRK.B', view: 'Equity (daily)' })).toBe(
      'scanner-backtest-brk-b-equity-daily.png',
    );
  });

  it('drops accents and leaves out a part with nothing in it', () => {
    expect(slug('Société Générale')).toBe('societe-generale');
    expect(chartFileName({ screen: 'options', subject: '***', view: 'payoff' })).toBe('options-payoff.png');
  });
});
