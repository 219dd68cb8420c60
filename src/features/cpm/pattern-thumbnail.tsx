export interface PatternThumbnailProps {
  /** y values in 0..1 at evenly spaced x (the service's keypoints). */
  points: readonly number[];
  width?: number;
  height?: number;
}

/** A pattern's shape as a small line drawing (decorative: the pattern's name goes beside it). */
export function PatternThumbnail({ points, width = 72, height = 36 }: PatternThumbnailProps) {
  const pad = 3;
  const last = Math.max(1, points.length - 1);
  const coords = points
    .map((y, i) => {
      const x = pad + (i / last) * (width - 2 * pad);
      const top = pad + (1 - Math.min(1, Math.max(0, y))) * (height - 2 * pad);
      return `${x.toFixed(1)},${top.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <polyline
        points={coords}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
