/**
 * Whether this page can draw on a 2D canvas. Test DOMs (happy-dom, jsdom) answer null or throw; charts then show a
 * short note instead of failing the screen around them.
 */
export function canvasSupported(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}
