import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden.ts';

export interface CompareCheckboxProps {
  /** "Compare RSI dip on SPX". */
  label: string;
  checked: boolean;
  /** Why it cannot be ticked now; null when it can. */
  disabledReason: string | null;
  onToggle: () => void;
}

/** Ticks a task for comparison; when it cannot be ticked, the reason is its tooltip and its accessible description. */
export function CompareCheckbox({ label, checked, disabledReason, onToggle }: CompareCheckboxProps) {
  const reasonId = useId();
  const box = (
    <Checkbox
      size="small"
      checked={checked}
      disabled={disabledReason !== null}
      onChange={onToggle}
      slotProps={{
        input: { 'aria-label': label, 'aria-describedby': disabledReason ? reasonId : undefined },
      }}
    />
  );
  if (disabledReason === null) return box;
  return (
    <>
      <Tooltip title={disabledReason}>
        {/* A disabled control gets no pointer events: the tooltip listens on this wrapper instead. */}
        <span>{box}</span>
      </Tooltip>
      <Box component="span" id={reasonId} sx={VISUALLY_HIDDEN}>
        {disabledReason}
      </Box>
    </>
  );
}
