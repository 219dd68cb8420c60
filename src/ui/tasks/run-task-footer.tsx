import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A run form's submit button ("Run pattern match"), busy while the task is being started, and what it does. */
export function RunTaskFooter({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        Runs as a task: the result page opens and fills in when it finishes.
      </Typography>
    </Box>
  );
}
