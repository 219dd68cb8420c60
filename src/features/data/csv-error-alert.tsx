import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { ApiError } from '../../client/api-error.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import { ResampleOffer } from '../../ui/file-drop/resample-offer.tsx';
import { csvExcerpt } from './csv-excerpt.ts';
import { CsvExcerptTable } from './csv-excerpt-table.tsx';

export interface CsvErrorAlertProps {
  file: DroppedFile;
  error: ApiError;
  onClose: () => void;
  /** Loads the file again as hourly bars; offered only when the file was refused as intraday. */
  onResample?: () => void;
}

/** Why a dropped file could not be read, in the worker's words (they name the row and column), and where. */
export function CsvErrorAlert({ file, error, onClose, onResample }: CsvErrorAlertProps) {
  const excerpt = useMemo(
    () => (error.row === undefined ? null : csvExcerpt(file.text, error.row, error.column)),
    [file.text, error.row, error.column],
  );
  return (
    <Alert severity="error" onClose={onClose} sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <AlertTitle>{file.fileName} could not be read</AlertTitle>
      {error.detail}
      {excerpt && <CsvExcerptTable excerpt={excerpt} />}
      {onResample && <ResampleOffer error={error} onResample={onResample} />}
      <Typography variant="body2" sx={{ mt: 1 }}>
        Fix the file and drop it again; nothing else on this screen has changed.
      </Typography>
    </Alert>
  );
}
