/** created_at is ISO 8601 without a zone; our service writes it in UTC (spec 2.9 leaves the zone open). */
export function createdAtMs(createdAt: string): number {
  return Date.parse(`${createdAt}Z`);
}

/** A duration in words for a waiting task: "8 s", "2 min 05 s", "1 h 04 min". Negative (clock skew) reads 0 s. */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(m)} min`;
  if (m > 0) return `${m} min ${pad(s)} s`;
  return `${s} s`;
}
