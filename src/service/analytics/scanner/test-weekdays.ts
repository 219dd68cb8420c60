/** Tests only: `n` weekday dates (YYYY-MM-DD) from Monday 2015-01-05. */
export function weekdays(n: number): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(2015, 0, 5); out.length < n; t += 86_400_000) {
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
