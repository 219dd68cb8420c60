import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useScreenList } from '../../client/analytics-queries.ts';
import { ScreenPicker } from './screen-picker.tsx';
import { ScreenResult } from './screen-result.tsx';
import { useScreenParams } from './use-screen-params.ts';

/** The picker and the chosen screen's table. */
function PublishedScreens() {
  const list = useScreenList();
  const { key, date, universe, choose, setDate, setUniverse } = useScreenParams();
  if (list.isPending)
    return (
      <Box role="status" aria-label="Loading the screen list" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  if (list.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        The list of screens could not be loaded: {list.error.message}
      </Alert>
    );
  return (
    <>
      <ScreenPicker
        screens={list.data}
        value={key}
        onChange={choose}
        date={date}
        onDateChange={setDate}
        universe={universe}
        onUniverseChange={setUniverse}
      />
      <ScreenResult screenKey={key} date={date} universe={universe} />
    </>
  );
}

/**
 * Predefined screens (spec 4.7): sentiment, trend, ideas, hedgers, breadth and dividend tables, computed by the
 * connection from the data it has loaded, or published by a server.
 */
export default function ScreensScreen() {
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          Screens
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Ready-made tables: sentiment with seasonality and trend, long and short ideas by day, hedger extremes, sector
          breadth, sentiment exhaustion and dividend stocks. Each is computed from the data this connection has loaded
          where it can be; a screen it cannot compute says what it needs.
        </Typography>
      </Box>
      <PublishedScreens />
    </Stack>
  );
}
