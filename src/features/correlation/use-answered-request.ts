import { useState } from 'react';

/**
 * The request whose answer is on screen. While a new request computes, the query shows the previous answer
 * (placeholder data), so titles and labels must name the previous request, not the one just submitted.
 */
export function useAnsweredRequest<R>(request: R | null, settled: boolean): R | null {
  const [answered, setAnswered] = useState<R | null>(settled ? request : null);
  // Derived state, updated during render (React's documented pattern) so that labels never lag a frame behind.
  if (settled && answered !== request) setAnswered(request);
  return settled ? request : answered;
}
