import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from '../../client/api-error.ts';

export interface PngButtonProps {
  /** What the chart shows, for the button's accessible name: "Download {name} as PNG". */
  name: string;
  save: () => Promise<void> | void;
  disabled?: boolean;
}

/** Saves a chart as a PNG file; says so beside it when the browser could not. */
export function PngButton({ name, save, disabled = false }: PngButtonProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    try {
      setFailure(null);
      await save();
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
