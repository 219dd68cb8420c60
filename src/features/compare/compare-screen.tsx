import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { compareIds, MAX_COMPARED, MIN_COMPARED } from '../../ui/tasks/compare-link.ts';
import { CompareLoading, MissingTasks, TooFewToCompare, UnfinishedTasks } from './compare-states.tsx';
import { CompareView } from './compare-view.tsx';
import { useComparedTasks } from './use-compared-tasks.ts';

/**
 * Two to four finished backtests side by side (route `tasks/compare?ids=a,b`): the selection is the URL, so the page
 * can be reloaded and shared. A link with more than four shows the first four.
 */
export default function CompareScreen() {
  const [params] = useSearchParams();
  const idsParam = params.get('ids');
  const all = useMemo(() => compareIds(idsParam), [idsParam]);
  const ids = useMemo(() => all.slice(0, MAX_COMPARED), [all]);
  const compared = useComparedTasks(all.length >= MIN_COMPARED ? ids : []);
  let body;
  if (all.length < MIN_COMPARED) body = <TooFewToCompare count={all.length} />;
  else if (compared.state === 'loading') body = <CompareLoading />;
  else if (compared.state === 'missing') body = <MissingTasks taskIds={compared.taskIds} message={compared.message} />;
  else if (compared.state === 'unfinished') body = <UnfinishedTasks tasks={compared.tasks} />;
  else body = <CompareView runs={compared.runs} />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Compare backtests
        </Typography>
        <Button component={RouterLink} to="/tasks" startIcon={<ArrowBackIcon />}>
          All tasks
        </Button>
      </Stack>
      {all.length > MAX_COMPARED && (
        <Typography variant="body2" color="text.secondary">
          This link names {all.length} backtests; a comparison shows at most {MAX_COMPARED}, so the first {MAX_COMPARED}{' '}
          are shown.
        </Typography>
      )}
      {body}
    </Stack>
  );
}
