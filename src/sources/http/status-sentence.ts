/** What an HTTP failure status means to someone refreshing a symbol. */
export function statusSentence(status: number): string {
  if (status === 400) return 'the request was refused as malformed';
  if (status === 401 || status === 403) return 'access was refused (check the API key)';
  if (status === 404) return 'no such symbol';
  if (status === 429) return 'too many requests; try again later';
  if (status >= 500) return 'the source is failing; try again later';
  return 'the request failed';
}
