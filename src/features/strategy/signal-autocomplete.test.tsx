// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../contract/index.ts';
import { SignalAutocomplete } from './signal-autocomplete.tsx';
import { signalDirectory } from './signal-kind.ts';
import { TEST_TECHNICAL } from './test-directory.ts';

afterEach(cleanup);

// The size of the real service's catalogue (spec 4.5: 22k+ entries).
const CATALOGUE: CatalogueItem[] = Array.from({ length: 22_000 }, (_, i) => ({
  chart_name: `Indicator ${String(i).padStart(5, '0')}`,
  url: `IND${i}`,
  market_symbol: 'SPX',
  type: 'optix',
  updated: 'Daily',
}));

function Harness() {
  const [value, setValue] = useState('');
  const { options } = useMemo(() => signalDirectory(CATALOGUE, TEST_TECHNICAL), []);
  return (
    <>
      <SignalAutocomplete value={value} onChange={setValue} options={options} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

describe('SignalAutocomplete', () => {
  it('draws only the visible rows of 22,000 options and still finds any of them', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Signal' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const drawn = screen.getAllByRole('option');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0].textContent).toContain('Symbol Open');

    await user.paste('indicator 21999');
    const option = await screen.findByRole('option', { name: /Indicator 21999/ });
    expect(option.textContent).toContain('Sentiment');
    await user.click(option);
    expect(screen.getByLabelText('Chosen').textContent).toBe('Indicator 21999');
  });

  it('keeps a typed variant that is not in the list', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Signal' });
    await user.type(input, 'RSI(7)');
    expect(screen.getByRole('option', { name: /RSI\(14\)/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Chosen').textContent).toBe('RSI(7)');
  });
});
