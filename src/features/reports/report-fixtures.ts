import type { Report } from '../../contract/index.ts';

/** Test-only: the answers of a server with a few reports, one of them carrying unsafe HTML. */
export const TYPES_ANSWER = {
  code: 200,
  data: {
    report_types: [
      { type: 'quantedge', name: 'QuantEdge' },
      { type: 'modeledge', name: 'ModelEdge' },
      { type: 'sentimentedge', name: 'SentimentEdge' },
      { type: 'tradingedge', name: 'TradingEdge' },
    ],
  },
};

export const UNSAFE: Report = {
  title: 'Sentiment at an extreme',
  post_content:
    '<p>Optix reads <strong>88</strong>.</p><script>document.title = "ran"</script>' +
    '<img src="chart.png" alt="Sentiment chart" onerror="document.title = \'ran\'">' +
    '<p><a href="https://example.com/more">More</a> <a href="javascript:alert(1)">Trap</a></p>',
  author: 'S. Strategist',
  url: 'https://example.com/sentiment-extreme',
  publish_date: '2026-11-19',
};

export const NEWEST: Report = {
  title: 'A breadth thrust',
  post_content: '<p>Breadth rose from 20% to 80%.</p>',
  author: 'Q. Analyst',
  url: 'javascript:alert(1)',
  publish_date: '2026-11-20',
};

export const MODEL: Report = {
  title: 'The regime model turns neutral',
  post_content: '<p>Trend up, volatility rising.</p>',
  author: 'M. Modeller',
  url: 'https://example.com/regime',
  publish_date: '2026-11-18',
};

export const reportsAnswer = (data: Report[], type?: string) => ({
  code: 200,
  data,
  ...(type && { type }),
  count: data.length,
});
