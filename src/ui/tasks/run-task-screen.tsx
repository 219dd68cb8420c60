import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface RunTaskScreenProps {
  title: string;
  /** What the screen does, below its heading. */
  intro: ReactNode;
  /** The run form with its defaults, or (`?from=<task_id>`) filled in from an earlier task. */
  newForm: ReactNode;
  formFromTask: (taskId: string) => ReactNode;
  /** The feature's tasks, below the form. */
  list: ReactNode;
}

/** A screen that runs a kind of task: its heading, its form, and the list of its tasks. */
export function RunTaskScreen({ title, intro, newForm, formFromTask, list }: RunTaskScreenProps) {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      </Box>
      {from ? formFromTask(from) : newForm}
      {list}
    </Stack>
  );
}
