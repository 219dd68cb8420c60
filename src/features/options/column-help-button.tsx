import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { OptionColumn } from './option-columns.ts';

/**
 * The "?" beside a column header: what the column means, on hover, on keyboard focus, or on a tap (phones have no
 * hover, hence no touch delay). The button keeps its own name; the meaning is its description while shown.
 */
export function ColumnHelpButton({ column }: { column: OptionColumn }) {
  return (
    <Tooltip
      title={`${column.summary} ${column.meaning} Shown as: ${column.shownAs}.`}
      describeChild
      enterTouchDelay={0}
      leaveTouchDelay={6000}
      arrow
    >
      <IconButton size="small" aria-label={`What ${column.label} means`} sx={{ p: 0.25, ml: 0.25 }}>
        <HelpOutlineIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
