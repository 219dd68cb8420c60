import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignalStudyRequest, SignalStudyResponse } from '../../../contract/index.ts';
import { SymbolsProvenanceLine } from '../../../ui/data-provenance/symbols-provenance-line.tsx';
import { formatWhole } from '../../../ui/table/format.ts';
import { averagePaths } from './signal-study-format.ts';
import { SignalStudyPathChart } from './signal-study-path-chart.tsx';
import { SignalStudySignalsTable } from './signal-study-signals-table.tsx';
import { SignalStudySummaryTable } from './signal-study-summary-table.tsx';

/** "SPX, 2010-01-01 to 2015-12-31" (or "from the first bar" / "to the last bar" for what the request left out). */
function whatWasStudied(request: SignalStudyRequest): string {
  const symbol = request.csv_mode ? 'the dropped CSV' : request.symbol;
  const from = request.start_date ? request.start_date : 'the first bar';
  const to = request.end_date ? request.end_date : 'the last bar';
  return `${symbol}, ${from} to ${to}`;
}

export interface SignalStudyResultProps {
  study: SignalStudyResponse;
  request: SignalStudyRequest;
}

/** A finished study: what was studied, the summary against all days, the average paths, and every signal. */
export function SignalStudyResult({ study, request }: SignalStudyResultProps) {
  const gap = request.min_gap ?? 0;
  const studied = whatWasStudied(request);
  if (study.signals.length === 0) {
    return (
      <Alert severity="info" role="status">
        The entry rule fired on no bar of the window ({studied}), so there is nothing to study. Try a looser rule or a
        longer window.
      </Alert>
    );
  }
  const first = study.signals[0].date;
  const last = study.signals[study.signals.length - 1].date;
  const n = study.signals.length;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography role="status" variant="body2">
        <strong>
          {formatWhole(n)} {n === 1 ? 'signal' : 'signals'}
        </strong>{' '}
        on {studied}
        {n > 1 ? `, from ${first} to ${last}` : `, on ${first}`}
        {gap > 0 ? `, at least ${gap + 1} bars apart` : ''}. Returns are from the signal bar’s close; “all days” is
        every bar of the window taken as if it were a signal.
      </Typography>
      {!request.csv_mode && <SymbolsProvenanceLine symbols={[request.symbol]} />}
      <Typography variant="subtitle1" component="h3">
        Signals against all days
      </Typography>
      <SignalStudySummaryTable study={study} />
      <Typography variant="subtitle1" component="h3">
        Average path
      </Typography>
      <SignalStudyPathChart
        points={averagePaths(study)}
        png={{
          name: 'the average path',
          screen: 'signal study',
          subject: request.csv_mode ? 'csv' : request.symbol,
          view: 'average path',
        }}
      />
      <Typography variant="subtitle1" component="h3">
        Every signal
      </Typography>
      <SignalStudySignalsTable
        study={study}
        fileName={`${request.csv_mode ? 'csv' : request.symbol}-signal-study.csv`}
      />
    </Stack>
  );
}
