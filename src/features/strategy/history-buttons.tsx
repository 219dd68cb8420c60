import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { FormHistoryControls } from './use-form-history.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** Undo and redo over every change of the form, with their keys in the tooltips. */
export function HistoryButtons({ history }: { history: FormHistoryControls }) {
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label="Edit history">
      <Tooltip title={`Undo (${MOD}Z)`}>
        <span>
          <IconButton aria-label="Undo" disabled={!history.canUndo} onClick={history.undo}>
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={`Redo (${MOD}Shift+Z)`}>
        <span>
          <IconButton aria-label="Redo" disabled={!history.canRedo} onClick={history.redo}>
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
