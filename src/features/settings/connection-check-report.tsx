import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { CheckStep, ServerCheck } from '../../client/connection-check.ts';

const ICON = {
  ok: <CheckCircleIcon color="success" aria-hidden="true" />,
  failed: <ErrorIcon color="error" aria-hidden="true" />,
  skipped: <HorizontalRuleIcon color="disabled" aria-hidden="true" />,
};

const OUTCOME = { ok: 'passed', failed: 'failed', skipped: 'not tried' };

function Step({ step }: { step: CheckStep }) {
  return (
    <ListItem disableGutters aria-label={`${step.title}: ${OUTCOME[step.outcome]}`}>
      <ListItemIcon sx={{ minWidth: 36 }}>{ICON[step.outcome]}</ListItemIcon>
      <ListItemText primary={step.title} secondary={step.message} />
    </ListItem>
  );
}

/** The two steps of "Test connection", each passed or failed with the reason. */
export function ConnectionCheckReport({ check }: { check: ServerCheck }) {
  return (
    <List dense aria-label="Connection test" sx={{ py: 0 }}>
      <Step step={check.reach} />
      <Step step={check.signIn} />
    </List>
  );
}
