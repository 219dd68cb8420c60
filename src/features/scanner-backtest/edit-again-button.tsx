import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** Back to the form, filled in with this task's settings. */
export function EditAgainButton({ taskId }: { taskId: string }) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<EditIcon />}
      component={RouterLink}
      to={`/scanner-backtest?from=${encodeURIComponent(taskId)}`}
      sx={{ flexShrink: 0 }}
    >
      Edit and run again
    </Button>
  );
}
