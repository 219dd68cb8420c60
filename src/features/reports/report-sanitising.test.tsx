// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a standard DOM, and on happy-dom's it passes unsafe HTML through.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedServerConnection } from '../../testing/fixed-server-connection.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { reportsAnswer, TYPES_ANSWER, UNSAFE } from './report-fixtures.ts';
import ReportsScreen from './reports-screen.tsx';

describe('Reports screen: a report’s HTML is sanitised', () => {
  afterEach(cleanup);

  it('shows the report without its script, its event handler or its javascript: link', async () => {
    document.title = 'Backtest Studio';
    const server = fixedServerConnection({
      'GET /reports/get-predefined-report-types': TYPES_ANSWER,
      'GET /reports?n=5': reportsAnswer([UNSAFE]),
    });
    renderApp(<ReportsScreen />, server.connection, { route: '/reports', path: '/reports' });
    const article = await screen.findByRole('article', { name: 'Sentiment at an extreme' });

    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Backtest Studio');
    // What is safe stays: the text, the emphasis, the image and the web link (opening in a new tab).
    expect(within(article).getByText('88').tagName).toBe('STRONG');
    const image = within(article).getByRole('img', { name: 'Sentiment chart' });
    expect(image.getAttribute('src')).toBe('chart.png');
    expect([...image.attributes].map((a) => a.name).sort()).toEqual(['alt', 'src']);
    const more = within(article).getByRole('link', { name: 'More' });
    expect(more.getAttribute('href')).toBe('https://example.com/more');
    expect(more.getAttribute('target')).toBe('_blank');
    expect(more.getAttribute('rel')).toBe('noopener noreferrer');
    const trap = within(article).getByText('Trap');
    expect(trap.getAttribute('href')).toBeNull();
  });
});
