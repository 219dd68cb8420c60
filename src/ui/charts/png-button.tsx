import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from '../../client/api-error.ts';
import type { ChartPng } from './png-export.ts';
import { saveChartPng } from './png-export.ts';

export interface PngButtonProps {
  /** The button's accessible name ("Download {name} as PNG") and the parts of the file's name. */
  png: ChartPng;
  /** The chart as a canvas, whatever drew it (lightweight-charts, an SVG, a heat grid). */
  draw: () => HTMLCanvasElement | Promise<HTMLCanvasElement>;
  disabled?: boolean;
}

/** Saves a chart as a PNG file named `<screen>-<subject>-<view>.png`; says so beside it when the browser could not. */
export function PngButton({ png, draw, disabled = false }: PngButtonProps) {
  const { name } = png;
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    try {
      setFailure(null);
      await saveChartPng(png, draw());
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {failure && (
        <Typography variant="caption" color="error" role="alert">
          PNG not saved: {failure}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<ImageOutlinedIcon />}
        onClick={() => void onClick()}
        disabled={disabled}
        aria-label={`Download ${name} as PNG`}
      >
        PNG
      </Button>
    </Box>
  );
}
