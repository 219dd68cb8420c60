import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorCode } from '../../client/api-error.ts';
import { useScreen } from '../../client/analytics-queries.ts';
import { useConnection } from '../../client/connection.tsx';
import type { ScreenFieldKind, ScreenKey } from '../../contract/index.ts';
import { isIdeasScreen, SCREEN_FIELDS, screenCategory } from '../../contract/index.ts';
import { computedFrom } from './computed-from.ts';
import { CATEGORY_NOTES, SCREEN_NAMES } from './screen-labels.ts';
import type { ScreenColumn } from './screen-rows.ts';
import { ScreenTable } from './screen-table.tsx';

function columnsOf(key: ScreenKey): ScreenColumn[] {
  const fields: Record<string, ScreenFieldKind> = SCREEN_FIELDS[screenCategory(key)];
  return Object.entries(fields).map(([field, kind]) => ({ field, kind }));
}

/** One screen's records: loading, not published (404), failed, empty, or the table. */
export function ScreenResult({
  screenKey,
  date,
  universe,
}: {
  screenKey: ScreenKey;
  date: string | undefined;
  universe?: string | undefined;
}) {
  const query = useScreen(screenKey, date, universe);
  const { kind } = useConnection();
  const name = SCREEN_NAMES[screenKey];
  const ideas = isIdeasScreen(screenKey);
  const when = date ? `on ${date}` : 'on the latest day';

  if (query.isPending)
    return (
      <Box role="status" aria-label={`Loading ${name}`} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  if (query.isError) {
    if (errorCode(query.error) === 404)
      return (
        <Alert severity="info">
          <AlertTitle>
            {ideas && date
              ? `No ${name} ${when}`
              : kind === 'browser'
                ? `No ${name} yet`
                : `The server has no ${name} screen`}
          </AlertTitle>
          {/* The service's message says which data the screen needs and how to get it. */}
          {kind === 'browser' ? 'This connection says' : 'The server says'}: {query.error.message}.{' '}
          {ideas && date ? 'Pick another date, or the latest day.' : ''}
        </Alert>
      );
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        <AlertTitle>{name} could not be loaded</AlertTitle>
        {query.error.message}
      </Alert>
    );
  }

  const records = query.data;
  const from = computedFrom(records);
  const shownDay = ideas ? (date ?? (typeof records[0]?.date === 'string' ? records[0].date : undefined)) : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {records.length} {records.length === 1 ? 'row' : 'rows'}
        {shownDay ? ` · ideas of ${shownDay}` : ''} · {CATEGORY_NOTES[screenCategory(screenKey)]}
      </Typography>
      {from && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Computed by this connection from {from}.
        </Typography>
      )}
      {records.length === 0 ? (
        <Typography role="status">{ideas ? `No ideas ${when}.` : 'The screen has no rows at the moment.'}</Typography>
      ) : (
        <ScreenTable
          label={name}
          columns={columnsOf(screenKey)}
          records={records}
          fileName={`${screenKey}${shownDay ? `-${shownDay}` : ''}.csv`}
        />
      )}
    </Paper>
  );
}
