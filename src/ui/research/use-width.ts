import { useEffect, useRef, useState } from 'react';

/**
 * The width in CSS pixels of the element the returned ref is put on, kept up to date (ResizeObserver): an SVG drawn
 * at that width keeps its text at its font size on a phone and on a laptop alike, instead of scaling with a viewBox.
 */
export function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(element.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
