/** A task's request (`params` is JSON text), each field read only when it has the expected type. */
export type TaskParams = Record<string, unknown>;

/** One setting of a task's request in words, for its settings summary. */
export interface ParamLine {
  label: string;
  value: string;
}

/** The request of a task; anything but a JSON object reads as no settings at all. */
export function parseTaskParams(json: string): TaskParams {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

/** A request field as text: a string as it is, a finite number written out, anything else undefined. */
export const paramText = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
