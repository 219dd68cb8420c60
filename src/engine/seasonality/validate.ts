/** Parameters the service should have validated already; a bad one here is a programming error, so it throws. */
export function requireInteger(name: string, value: number, min: number, max = Infinity): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Infinity ? `>= ${min}` : `${min}..${max}`;
    throw new RangeError(`${name} must be an integer ${range}, got ${value}`);
  }
}
