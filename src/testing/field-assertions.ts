import { expect } from 'vitest';

/** Test-only: the in-process service shares the CPU with other test files; allow for a busy machine. */
export const SLOW = { timeout: 15_000 };

/** The helper text a field points to with aria-describedby (its error, once there is one). */
export function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Asserts the field is marked invalid and its description says `message`. */
export function expectFieldError(field: HTMLElement, message: string | RegExp): void {
  expect(field.getAttribute('aria-invalid'), `${field.getAttribute('name') ?? 'field'} invalid`).toBe('true');
  expect(descriptionOf(field)).toMatch(message);
}
