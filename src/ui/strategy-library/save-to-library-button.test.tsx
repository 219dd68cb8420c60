// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteSavedStrategy, listSavedStrategies, saveStrategy } from '../../client/strategy-library.ts';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { SaveToLibraryButton } from './save-to-library-button.tsx';

const request: StrategyParamsRequest = {
  symbol: 'MSFT',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: '<', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
};

afterEach(cleanup);

function renderButton(getRequest: () => StrategyParamsRequest = () => request) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SaveToLibraryButton getRequest={getRequest} suggestedName="MSFT dip" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SaveToLibraryButton', () => {
  it('saves the strategy under a name with tags and a note, and says where it went', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    const dialog = screen.getByRole('dialog', { name: 'Save to library' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('MSFT dip');
    await user.clear(name);
    await user.type(name, 'My MSFT dip');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'mean reversion, msft');
    expect(screen.getByRole('list', { name: 'Tags to save' }).textContent).toBe('mean reversionmsft');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'From the RSI study');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Saved “My MSFT dip” to the library.');
    expect(screen.getByRole('link', { name: 'Open the library' }).getAttribute('href')).toBe('/library');
    expect(dialog.isConnected).toBe(false);
    const [saved] = await listSavedStrategies();
    expect(saved).toMatchObject({
      name: 'My MSFT dip',
      tags: ['mean reversion', 'msft'],
      note: 'From the RSI study',
      request,
    });
  });

  it('asks for a name before saving', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Give the strategy a name.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save to library' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('says so in the dialog when the builder cannot give its strategy', async () => {
    const user = userEvent.setup();
    renderButton(() => {
      throw new Error('the entry condition has no signal');
    });
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Not saved: the entry condition has no signal')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save to library' })).toBeTruthy();
  });

  describe('under a name the library already has', () => {
    const older: StrategyParamsRequest = { ...request, symbol: 'AAPL' };

    async function saveOverExisting(choice: 'Replace' | 'Keep both') {
      for (const entry of await listSavedStrategies()) await deleteSavedStrategy(entry.id);
      await saveStrategy({ name: 'MSFT dip', tags: ['old tag'], note: 'First version', request: older });
      const user = userEvent.setup();
      renderButton();
      await user.click(screen.getByRole('button', { name: 'Save to library' }));
      await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'new tag');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const ask = await screen.findByRole('dialog', { name: '“MSFT dip” is already in the library' });
      expect(ask.textContent).toContain('keep both (this one as “MSFT dip (2)”)');
      await user.click(screen.getByRole('button', { name: choice }));
      await screen.findByRole('alert');
      return listSavedStrategies();
    }

    it('replaces the strategy, keeping the old tags beside the new and the old note when none was typed', async () => {
      const all = await saveOverExisting('Replace');
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ name: 'MSFT dip', tags: ['old tag', 'new tag'], note: 'First version', request });
    });

    it('keeps both, the new one under a numbered name with the tags and note carried', async () => {
      const all = await saveOverExisting('Keep both');
      const byName = Object.fromEntries(all.map((e) => [e.name, e]));
      expect(Object.keys(byName).sort()).toEqual(['MSFT dip', 'MSFT dip (2)']);
      expect(byName['MSFT dip']).toMatchObject({ tags: ['old tag'], note: 'First version', request: older });
      expect(byName['MSFT dip (2)']).toMatchObject({ tags: ['old tag', 'new tag'], note: 'First version', request });
    });
  });
});
