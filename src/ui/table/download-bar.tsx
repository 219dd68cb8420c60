import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface DownloadBarProps {
  /** A sentence beside the button: what the rows are. */
  note?: ReactNode;
  onDownload: () => void;
  disabled?: boolean;
  /** The button's text. */
  text?: string;
  /** The button's accessible name, where its text alone would not say what it downloads. */
  name?: string;
}

/** The line above a table: a note on its rows, and the button that downloads them as CSV. */
export function DownloadBar({ note, onDownload, disabled = false, text = 'Download CSV', name }: DownloadBarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1, color: 'text.secondary', typography: 'body2' }}>{note}</Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={onDownload}
        disabled={disabled}
        aria-label={name}
      >
        {text}
      </Button>
    </Box>
  );
}
