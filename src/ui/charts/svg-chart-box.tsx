import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { ChartPng, PngLegendItem } from './png-export.ts';
import { svgChartCanvas } from './png-export.ts';
import { PngButton } from './png-button.tsx';
import { useChartPalette } from './use-chart-palette.ts';

export interface SvgChartBoxProps {
  /** The chart's accessible name: what it shows, in words. */
  ariaLabel: string;
  /** The id of an element that describes the chart further. */
  describedBy?: string;
  height: number;
  /** A PNG button over the chart. */
  png?: ChartPng;
  /** The series named under the chart in its PNG: a recharts legend is HTML, which the image does not carry. */
  pngLegend?: readonly PngLegendItem[];
  sx?: SxProps<Theme>;
  /** A recharts chart. */
  children: ReactNode;
}

/** The box a recharts chart is drawn in: named as an image, with a button that saves the chart's SVG as a PNG. */
export function SvgChartBox({ ariaLabel, describedBy, height, png, pngLegend, sx, children }: SvgChartBoxProps) {
  const palette = useChartPalette();
  const boxRef = useRef<HTMLDivElement>(null);
  const box = (
    <Box
      ref={boxRef}
      role="img"
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      sx={[{ width: '100%', height }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
  if (!png) return box;
  const draw = () =>
    svgChartCanvas(boxRef.current, {
      background: palette.background.paper,
      text: palette.text.primary,
      legend: pngLegend,
    });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <PngButton png={png} draw={draw} />
      </Box>
      {box}
    </Box>
  );
}
