import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, ReactNode } from 'react';
import type { DroppedFile } from './dropped-file.ts';
import { readCsvFile } from './dropped-file.ts';
import { errorText } from '../../client/api-error.ts';

export interface CsvDropZoneProps {
  /** Called with the file's text once it is read; parsing it is the caller's job (see useLoadCsv). */
  onFile: (file: DroppedFile) => void;
  /** Takes several files at once (dropped or chosen together): they arrive here instead of `onFile`, in name order. */
  onFiles?: (files: DroppedFile[]) => void;
  /** The zone's heading and its accessible name. */
  title?: string;
  /** One line under the title, e.g. which columns the file needs. */
  hint?: ReactNode;
  /** The previous file is still being parsed: the zone shows progress and ignores new files. */
  busy?: boolean;
  disabled?: boolean;
  /** Less padding, for a zone beside a form. */
  dense?: boolean;
  /** The file input's accessible name and the button's text, where a screen has more than one zone. */
  inputLabel?: string;
  chooseLabel?: string;
  sx?: SxProps<Theme>;
}

const DEFAULT_HINT = 'Columns: Date, Open, High, Low, Close, Volume; optionally Entry1 to Entry5 and Exit1 to Exit5.';

function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  // Test environments and some browsers leave `types` empty; a drop with files is still a file drop.
  const types = event.dataTransfer?.types;
  return !types || types.length === 0 || Array.from(types).includes('Files');
}

/**
 * While a drop zone is on screen, a file dropped beside it must not make the browser open the file in place of the
 * app (which would lose everything the user has on the screen).
 */
function useGuardWindowDrops(): void {
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);
}

/** Drag a CSV onto it, or choose one with the keyboard-reachable button; the file is read as text. */
export function CsvDropZone({
  onFile,
  onFiles,
  title = 'Drop a CSV file here',
  hint = DEFAULT_HINT,
  busy = false,
  disabled = false,
  dense = false,
  inputLabel = 'CSV file to load',
  chooseLabel,
  sx,
}: CsvDropZoneProps) {
  const titleId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child the pointer crosses; counting them keeps the highlight steady.
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inactive = disabled || busy || reading;
  useGuardWindowDrops();

  const accept = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || inactive) return;
    setReading(true);
    try {
      if (onFiles) {
        const all = Array.from(files ?? []).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
        const read = await Promise.all(all.map(readCsvFile));
        setProblem(null);
        onFiles(read);
        return;
      }
      const read = await readCsvFile(file);
      setProblem(null);
      onFile(read);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setReading(false);
    }
  };

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    void accept(event.dataTransfer.files);
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const { files } = event.target;
    void accept(files).finally(() => {
      // Cleared so that choosing the same file again (after fixing it) is a change too.
      event.target.value = '';
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      aria-busy={busy || reading}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      sx={[
        {
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: dense ? 1.5 : 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          transition: 'border-color 120ms, background-color 120ms',
          opacity: disabled ? 0.6 : 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <UploadFileIcon color={over ? 'primary' : 'action'} fontSize={dense ? 'medium' : 'large'} aria-hidden />
      <Typography id={titleId} component="h2" variant={dense ? 'subtitle1' : 'h6'}>
        {over ? (onFiles ? 'Release to load the files' : 'Release to load the file') : title}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<FolderOpenIcon />}
        disabled={inactive}
        onClick={() => input.current?.click()}
      >
        {chooseLabel ?? (onFiles ? 'Choose a CSV file (or several)' : 'Choose a CSV file')}
      </Button>
      {/* The button above is the control people use; the input only opens the file dialog (and lets tests and
          Playwright set files directly by its label). */}
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        multiple={onFiles !== undefined}
        aria-label={inputLabel}
        tabIndex={-1}
        hidden
        disabled={inactive}
        onChange={onChoose}
      />
      {(busy || reading) && (
        <Box role="status" sx={{ width: '100%', maxWidth: 320 }}>
          <Typography variant="body2">Reading the file…</Typography>
          <LinearProgress aria-label="Reading the file" />
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
