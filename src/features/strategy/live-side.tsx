import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { errorText } from '../../client/api-error.ts';
import type { LoadedCsv } from '../../client/library-client.ts';
import type { DescribeStrategyOptions } from '../../domain/describe-strategy.ts';
import { StrategyInWords } from '../../ui/strategy/strategy-in-words.tsx';
import { CsvResults } from './csv-mode.tsx';
import type { RequestContext } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { useLiveStrategy } from './use-live-strategy.ts';
import { ValidatePanel } from './validate-panel.tsx';

export interface LiveSideProps {
  ctx: RequestContext;
  csv: LoadedCsv | null;
  run: () => void;
  submitting: boolean;
  submitError: Error | null;
  /** Shown right under Run (the CSV drop area): a refused file's message and its offer must be seen without scrolling. */
  underRun?: ReactNode;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The column beside the rules: the instant CSV results (with a CSV in use), Run, the strategy in plain words and the
 * service's check. It alone watches every value, so a keystroke re-renders this column and the input typed in, not
 * the whole builder; everything here follows the form as it is on screen now (only validate waits for a pause).
 */
export function LiveSide({ ctx, csv, run, submitting, submitError, underRun }: LiveSideProps) {
  const values = useWatch<StrategyFormValues>() as StrategyFormValues;
  const live = useLiveStrategy(values, ctx, csv);
  const blocked = live.localIssues.length > 0 || live.refused;
  const wordsId = useId();
  const { classify, csvMode } = ctx;
  const words = useMemo(() => (csv ? { ...live.request, csv_mode: true } : live.request), [csv, live.request]);
  const options = useMemo<DescribeStrategyOptions>(
    // In CSV mode a name the directory does not know reads the file's Entry/Exit column, as a Sentiment signal does.
    () => ({
      signalCategory: (name) => classify(name).type ?? (csvMode && name.trim() !== '' ? 'Sentiment' : undefined),
    }),
    [classify, csvMode],
  );

  return (
    <>
      {csv && <CsvResults csv={csv} request={live.sendable} />}
      {!csv && (
        <Stack spacing={1}>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon />}
            disabled={blocked || submitting}
            onClick={run}
            aria-keyshortcuts={isMac ? 'Meta+Enter' : 'Control+Enter'}
          >
            {submitting ? 'Queuing the backtest…' : 'Run backtest'}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {isMac ? '⌘' : 'Ctrl+'}Enter runs · {isMac ? '⌘' : 'Ctrl+'}Z undoes
          </Typography>
          {submitError && <Alert severity="error">The backtest was not queued: {errorText(submitError)}</Alert>}
        </Stack>
      )}
      {underRun}
      <Box
        component="section"
        aria-labelledby={wordsId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
      >
        <Typography variant="h6" component="h2" id={wordsId} sx={{ mb: 1 }}>
          The strategy in plain words
        </Typography>
        <StrategyInWords params={words} options={options} />
      </Box>
      <ValidatePanel
        data={live.validate.data}
        refused={live.refused}
        errorMessage={live.errorMessage}
        errorDetails={live.errorDetails}
        localIssues={live.localIssues}
        checking={live.validate.isFetching || (live.sendable !== null && !live.current)}
      />
    </>
  );
}
