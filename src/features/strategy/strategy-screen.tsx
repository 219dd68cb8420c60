import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../client/api-error.ts';
import { useConnection } from '../../client/connection.tsx';
import { useDroppedCsv } from '../../client/dropped-csv.ts';
import { useSubmitBacktest, useTask } from '../../client/queries.ts';
import type { BacktestTask } from '../../contract/index.ts';
import { AccountSettings } from './account-settings.tsx';
import { BuilderProvider, useSignalDirectory } from './builder-context.tsx';
import { CatalogueLine } from './catalogue-line.tsx';
import { CsvBanner, CsvDropArea, CsvResults } from './csv-mode.tsx';
import { fileStem } from './csv-rows.ts';
import { clearDraft, loadDraft, saveDraft } from './draft-storage.ts';
import type { ResolverContext } from './form-check.ts';
import { strategyResolver } from './form-check.ts';
import { fromRequest, toRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { defaultFormValues } from './form-values.ts';
import { RiskControlFields } from './risk-control-fields.tsx';
import { RuleBlockEditor } from './rule-block-editor.tsx';
import { ShareButton } from './share-button.tsx';
import { decodeShare } from './share-link.ts';
import { StrategyDetails } from './strategy-details.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useLiveStrategy } from './use-live-strategy.ts';
import { ValidatePanel } from './validate-panel.tsx';

/** How long the form must rest before validate, the CSV run and the draft see it. */
const SETTLE_MS = 300;

interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

interface Opened {
  values: StrategyFormValues;
  /** The CSV file a shared strategy ran on. */
  wantedFile?: string;
  notice: Notice | null;
}

/** A share link's strategy, or why it cannot be opened. */
function openShared(code: string): Opened | Notice {
  const decoded = decodeShare(code);
  if (!decoded.ok) return { severity: 'error', text: decoded.message };
  const form = fromRequest(decoded.shared.request);
  if (!form.ok)
    return { severity: 'error', text: `This share link holds a strategy the builder cannot read (${form.message}).` };
  const name = form.values.name ? ` “${form.values.name}”` : '';
  return {
    values: form.values,
    wantedFile: decoded.shared.csvFile,
    notice: { severity: 'success', text: `Opened the shared strategy${name}.` },
  };
}

/** Where the builder starts: a share link wins over the draft, the draft over a new strategy. */
function startingPoint(shareCode: string | null): Opened {
  let notice: Notice | null = null;
  if (shareCode) {
    const shared = openShared(shareCode);
    if ('values' in shared) return shared;
    notice = shared;
  }
  const draft = loadDraft();
  if (draft) return { values: draft.values, wantedFile: draft.csvFile, notice };
  return { values: defaultFormValues(), notice };
}

/** Reports the form's values once they have rested, so only the watcher re-renders on every keystroke. */
function ValuesWatcher({ onSettled }: { onSettled: (json: string) => void }) {
  const values = useWatch<StrategyFormValues>();
  const settled = useDebouncedValue(JSON.stringify(values), SETTLE_MS);
  useEffect(() => onSettled(settled), [settled, onSettled]);
  return null;
}

/** "Re-run this task": loads the task's params into the form once they arrive. */
function RerunLoader({
  taskId,
  onDone,
}: {
  taskId: string;
  onDone: (task: BacktestTask | null, error?: string) => void;
}) {
  const task = useTask(taskId);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (task.data) {
      done.current = true;
      onDone(task.data);
    } else if (task.error) {
      done.current = true;
      onDone(null, errorText(task.error));
    }
  }, [task.data, task.error, onDone]);
  return task.isPending ? <LinearProgress aria-label="Loading the task's strategy" /> : null;
}

// The dropped CSV outlives the screen (it is page state), so its stem is put in the symbol once per file, not on
// every visit.
let stemAppliedFor: string | null = null;

export default function StrategyScreen() {
  const connection = useConnection();
  const dropped = useDroppedCsv();
  const csv = connection.library ? dropped : null;
  const { classify, options, ready } = useSignalDirectory();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();

  const [start] = useState(() => startingPoint(params.get('s')));
  const [notice, setNotice] = useState<Notice | null>(start.notice);
  const [wantedFile, setWantedFile] = useState<string | undefined>(start.wantedFile);
  const [context] = useState<ResolverContext>(() => ({ classify, csvMode: csv !== null, server: null }));
  const form = useForm<StrategyFormValues, ResolverContext>({
    defaultValues: start.values,
    resolver: strategyResolver,
    context,
    mode: 'onChange',
  });
  const ctx = useMemo(() => ({ classify, csvMode: csv !== null }), [classify, csv]);
  useLayoutEffect(() => {
    // The resolver reads the classifier as the catalogue arrives, without a new form.
    context.classify = ctx.classify;
    context.csvMode = ctx.csvMode;
  }, [context, ctx]);

  const [settledJson, setSettledJson] = useState(() => JSON.stringify(start.values));
  const live = useLiveStrategy(form, context, settledJson, ctx, csv);

  useEffect(() => {
    saveDraft({ values: JSON.parse(settledJson) as StrategyFormValues, ...(wantedFile && { csvFile: wantedFile }) });
  }, [settledJson, wantedFile]);
  // The settled values lag the form by the debounce; an edit made just before the page closes is saved here.
  useEffect(() => {
    const flush = () => saveDraft({ values: form.getValues(), ...(wantedFile && { csvFile: wantedFile }) });
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [form, wantedFile]);

  // A share link opened while the builder is already on screen, and the link's code taken out of the address once
  // it is in the form (the draft keeps it from then on).
  const shareCode = params.get('s');
  const appliedCode = useRef<string | null>(shareCode);
  const { reset, setValue } = form;
  useEffect(() => {
    if (!shareCode) return;
    if (appliedCode.current !== shareCode) {
      const shared = openShared(shareCode);
      if ('values' in shared) {
        reset(shared.values);
        setWantedFile(shared.wantedFile);
        setNotice(shared.notice);
      } else setNotice(shared);
    }
    appliedCode.current = null;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('s');
        return next;
      },
      { replace: true },
    );
  }, [shareCode, reset, setParams]);

  const fromTask = params.get('from');
  const onTaskLoaded = useCallback(
    (task: BacktestTask | null, error?: string) => {
      if (task) {
        const loaded = fromRequest(task.params);
        if (loaded.ok) {
          reset(loaded.values);
          setWantedFile(undefined);
          setNotice({
            severity: 'info',
            text: `Loaded the strategy of task ${task.task_id.slice(0, 8)} to run again.${
              loaded.csvMode ? ' It ran on a CSV file: drop that file to run it the same way.' : ''
            }`,
          });
        } else setNotice({ severity: 'error', text: `The task's strategy cannot be read: ${loaded.message}` });
      } else setNotice({ severity: 'error', text: `The task could not be loaded: ${error ?? 'unknown error'}` });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('from');
          return next;
        },
        { replace: true },
      );
    },
    [reset, setParams],
  );

  useEffect(() => {
    if (!csv || stemAppliedFor === csv.previewId) return;
    stemAppliedFor = csv.previewId;
    setValue('symbol', fileStem(csv.fileName), { shouldDirty: true, shouldValidate: true });
    setWantedFile(undefined);
  }, [csv, setValue]);

  const submit = useSubmitBacktest();
  const run = form.handleSubmit((values) =>
    submit.mutate(toRequest(values, ctx), { onSuccess: ({ task_id }) => navigate(`/tasks/${task_id}`) }),
  );
  const blocked = live.localIssues.length > 0 || live.refused;

  const onReset = () => {
    reset(defaultFormValues());
    clearDraft();
    setWantedFile(undefined);
    setNotice(null);
    submit.reset();
  };

  const builder = useMemo(() => ({ classify, options, ready, csvMode: csv !== null }), [classify, options, ready, csv]);
  return (
    <FormProvider {...form}>
      <BuilderProvider value={builder}>
        <ValuesWatcher onSettled={setSettledJson} />
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              Strategy builder
            </Typography>
            <ShareButton
              getShared={() => ({
                request: toRequest(form.getValues(), ctx),
                csvFile: csv?.fileName ?? wantedFile,
              })}
            />
            <Button variant="text" startIcon={<RestartAltIcon />} onClick={onReset}>
              Reset
            </Button>
          </Stack>
          {fromTask && <RerunLoader taskId={fromTask} onDone={onTaskLoaded} />}
          {notice && (
            <Alert severity={notice.severity} onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
          {csv && <CsvBanner csv={csv} />}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(320px, 400px)' },
              alignItems: 'start',
            }}
          >
            <Stack
              component="form"
              aria-label="Strategy"
              noValidate
              // Enter in a field must not queue a task; running is the button's job.
              onSubmit={(event) => event.preventDefault()}
              spacing={3}
              divider={<Divider flexItem />}
              sx={{ minWidth: 0 }}
            >
              <StrategyDetails hasLibrary={connection.library !== null} />
              <RuleBlockEditor side="entry" />
              <RuleBlockEditor side="exit" />
              <RiskControlFields />
              <AccountSettings />
            </Stack>
            <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 104 }, minWidth: 0 }}>
              {csv ? (
                <Typography variant="body2" color="text.secondary">
                  With a CSV in use the strategy runs as you edit; the results are below.
                </Typography>
              ) : (
                <Stack spacing={1}>
                  <Button
                    variant="contained"
                    size="large"
                    startIcon={<PlayArrowIcon />}
                    disabled={blocked || submit.isPending}
                    onClick={() => void run()}
                  >
                    {submit.isPending ? 'Queuing the backtest…' : 'Run backtest'}
                  </Button>
                  {submit.error && (
                    <Alert severity="error">The backtest was not queued: {errorText(submit.error)}</Alert>
                  )}
                </Stack>
              )}
              <ValidatePanel
                data={live.validate.data}
                refused={live.refused}
                errorMessage={live.errorMessage}
                errorDetails={live.errorDetails}
                localIssues={live.localIssues}
                checking={live.validate.isFetching}
              />
              {connection.library && !csv && <CsvDropArea wantedFile={wantedFile} />}
              {connection.kind === 'server' && <CatalogueLine />}
            </Stack>
          </Box>
          {csv && <CsvResults csv={csv} request={live.sendable} />}
        </Stack>
      </BuilderProvider>
    </FormProvider>
  );
}
