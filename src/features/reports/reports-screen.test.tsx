// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fixedServerConnection } from '../../testing/fixed-server-connection.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { MODEL, NEWEST, reportsAnswer, TYPES_ANSWER, UNSAFE } from './report-fixtures.ts';

// Sanitising is proven in report-sanitising.test.tsx, under jsdom: DOMPurify does not work on happy-dom's DOM.
import ReportsScreen from './reports-screen.tsx';

const answers: Record<string, unknown> = {
  'GET /reports/get-predefined-report-types': TYPES_ANSWER,
  'GET /reports?n=5': reportsAnswer([NEWEST, UNSAFE, MODEL]),
  'GET /reports?n=2': reportsAnswer([NEWEST, UNSAFE]),
  'GET /reports?report_type=modeledge&n=5': reportsAnswer([MODEL], 'modeledge'),
  'GET /reports?report_type=tradingedge&n=5': reportsAnswer([], 'tradingedge'),
};

function renderReports(route = '/reports', fixed: Record<string, unknown> = answers) {
  const server = fixedServerConnection(fixed);
  renderApp(<ReportsScreen />, server.connection, { route, path: '/reports' });
  return server;
}

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('Reports screen', () => {
  afterEach(cleanup);

  it('shows the five newest reports, each with its title, author, day and link', async () => {
    const server = renderReports();
    expect(await screen.findByRole('article', { name: 'A breadth thrust' })).toBeTruthy();
    expect(titles()).toEqual(['A breadth thrust', 'Sentiment at an extreme', 'The regime model turns neutral']);
    const model = screen.getByRole('article', { name: 'The regime model turns neutral' });
    expect(within(model).getByText(/^By M\. Modeller/)).toBeTruthy();
    expect(model.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-18');
    expect(within(model).getByText('Trend up, volatility rising.')).toBeTruthy();
    const link = within(model).getByRole('link', {
      name: 'Read “The regime model turns neutral” where it was published',
    });
    expect(link.getAttribute('href')).toBe('https://example.com/regime');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...server.requests].sort()).toEqual(['GET /reports/get-predefined-report-types', 'GET /reports?n=5']);
  });

  it('links a report only to a web address', async () => {
    renderReports();
    const newest = await screen.findByRole('article', { name: 'A breadth thrust' });
    expect(within(newest).queryByRole('link')).toBeNull();
  });

  it('filters by type and count through the server', async () => {
    const server = renderReports();
    await screen.findByRole('article', { name: 'A breadth thrust' });
    const type = screen.getByRole('combobox', { name: 'Report type' });
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All types',
      'QuantEdge',
      'ModelEdge',
      'SentimentEdge',
      'TradingEdge',
    ]);
    await userEvent.selectOptions(type, 'modeledge');
    await waitFor(() => expect(titles()).toEqual(['The regime model turns neutral']));
    await userEvent.selectOptions(type, '');
    const count = screen.getByRole('combobox', { name: 'Number of reports' });
    expect([...count.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    await userEvent.selectOptions(count, '2');
    await waitFor(() => expect(titles()).toEqual(['A breadth thrust', 'Sentiment at an extreme']));
    expect(server.requests.slice(2)).toEqual(['GET /reports?report_type=modeledge&n=5', 'GET /reports?n=2']);
  });

  it('reads the type and count from the address, ignoring what it does not know', async () => {
    const server = renderReports('/reports?report_type=modeledge&n=99');
    await screen.findByRole('article', { name: 'The regime model turns neutral' });
    expect((screen.getByRole('combobox', { name: 'Number of reports' }) as HTMLSelectElement).value).toBe('5');
    expect(server.requests).toContain('GET /reports?report_type=modeledge&n=5');
    expect(server.requests.filter((r) => r.includes('n=99'))).toEqual([]);
  });

  it('says when a type has no reports', async () => {
    renderReports('/reports?report_type=tradingedge');
    expect(await screen.findByRole('heading', { name: 'No TradingEdge reports' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the reports cannot be loaded, and tries again', async () => {
    const fixed: Record<string, unknown> = {
      ...answers,
      'GET /reports?n=5': answer(500, { code: 500, msg: 'internal error: disk', data: null }),
    };
    renderReports('/reports', fixed);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The reports could not be loaded: internal error: disk');
    fixed['GET /reports?n=5'] = answers['GET /reports?n=5'];
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'A breadth thrust' })).toBeTruthy();
  });

  it('in the browser connection, shows the reports the connection writes', async () => {
    const browser = fixedServerConnection(answers, 'browser');
    renderApp(<ReportsScreen />, browser.connection, { route: '/reports', path: '/reports' });
    expect(await screen.findByRole('article', { name: 'A breadth thrust' })).toBeTruthy();
    expect(browser.requests).toContain('GET /reports?n=5');
  });
});
