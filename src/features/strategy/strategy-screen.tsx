import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { useDroppedCsv } from '../../client/dropped-csv.ts';
import { useSubmitBacktest } from '../../client/queries.ts';
import { ResearchPanel } from './research/research-panel.tsx';
import { AccountSettings } from './account-settings.tsx';
import { BuilderProvider, useSignalDirectory } from './builder-context.tsx';
import { BuilderNotice } from './builder-notice.tsx';
import { CatalogueLine } from './catalogue-line.tsx';
import { CsvBanner, CsvDropArea, CsvModeRestoreNote } from './csv-mode.tsx';
import { useRestoredCsvMode } from './use-restored-csv-mode.ts';
import { strategyResolver } from './form-check.ts';
import { fromRequest, toRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { defaultFormValues } from './form-values.ts';
import { HistoryButtons } from './history-buttons.tsx';
import { LiveSide } from './live-side.tsx';
import type { RerunStrategy } from './rerun-loader.tsx';
import { RerunLoader } from './rerun-loader.tsx';
import { RiskControlFields } from './risk-control-fields.tsx';
import { RuleBlockEditor } from './rule-block-editor.tsx';
import { SaveButton } from './save-button.tsx';
import { ShareButton } from './share-button.tsx';
import { sharedStrategy } from './shared-strategy.ts';
import type { Notice } from './starting-point.ts';
import { openShared, startingPoint } from './starting-point.ts';
import { StrategyDetails } from './strategy-details.tsx';
import { useBuilderShortcuts } from './use-builder-shortcuts.ts';
import { beginHistory, useFormHistory } from './use-form-history.ts';
import { useOpenSaved } from './use-open-saved.ts';
import { useSavedAndChecked } from './use-saved-and-checked.ts';

/** Takes a search parameter out of the address once it has been read (the draft keeps the strategy from then on). */
function useDropParam() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/**
 * The strategy builder. One source of truth: the react-hook-form form, checked by a resolver built from the
 * contract's schema. Every change is saved to the draft at once and recorded for undo (use-form-history.ts), so
 * leaving the screen, reloading or closing the page at any moment keeps the exact form, and Run sends exactly what
 * is on screen.
 */
export default function StrategyScreen() {
  const connection = useConnection();
  const dropped = useDroppedCsv();
  const csv = connection.library ? dropped : null;
  const restore = useRestoredCsvMode();
  const { classify, options, ready } = useSignalDirectory();
  const [params] = useSearchParams();
  const dropParam = useDropParam();
  const navigate = useNavigate();

  const [start] = useState(() => {
    const point = startingPoint(params.get('s'));
    beginHistory(point.opened ?? point.base, point.opened && point.base);
    return point;
  });
  const [notice, setNotice] = useState<Notice | null>(start.notice);
  const [wantedFile, setWantedFile] = useState<string | undefined>(start.wantedFile);
  const ctx = useMemo(() => ({ classify, csvMode: csv !== null }), [classify, csv]);
  // A new resolver when the catalogue arrives or CSV mode changes; useForm reads its options on every render.
  const resolver = useMemo(() => strategyResolver(ctx), [ctx]);
  const form = useForm<StrategyFormValues>({
    defaultValues: start.opened ?? start.base,
    resolver,
    // Validation runs on every change through useSavedAndChecked, over the whole form: a change to one field can
    // fix or break another (the start date and the end date, the threshold and the conditions).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const saveAndCheck = useSavedAndChecked(form, ctx, wantedFile);
  const save = useCallback(
    (values: StrategyFormValues, replaced: boolean) => {
      saveAndCheck(values, replaced);
      // A notice's Undo takes back the strategy it announced; after another edit it would take back that edit.
      if (!replaced) setNotice((n) => (n?.undoable ? { ...n, undoable: false } : n));
    },
    [saveAndCheck],
  );
  const history = useFormHistory(form, save);

  // A share link opened while the builder is on screen (the one it started with is already in the form).
  const shareCode = params.get('s');
  const startCode = useRef(shareCode);
  const { apply } = history;
  useEffect(() => {
    if (!shareCode) return;
    if (startCode.current !== shareCode) {
      const shared = openShared(shareCode);
      if ('values' in shared) {
        apply(shared.values);
        setWantedFile(shared.wantedFile);
        setNotice(shared.notice);
      } else setNotice(shared);
    }
    startCode.current = null;
    dropParam('s');
  }, [shareCode, apply, dropParam]);

  const fromTask = params.get('from');
  const onTaskLoaded = useCallback(
    (task: RerunStrategy | null, error?: string) => {
      if (task) {
        const loaded = fromRequest(task.params);
        if (loaded.ok) {
          apply(loaded.values);
          setWantedFile(undefined);
          setNotice({
            severity: 'info',
            undoable: true,
            text: `Loaded the strategy ${task.task_type === 'backtest' ? 'of' : 'varied by'} task ${task.task_id.slice(0, 8)} to run again.${
              loaded.csvMode ? ' It ran on a CSV file: drop that file to run it the same way.' : ''
            }`,
          });
        } else setNotice({ severity: 'error', text: `The task's strategy cannot be read: ${loaded.message}` });
      } else setNotice({ severity: 'error', text: `The task could not be loaded: ${error ?? 'unknown error'}` });
      dropParam('from');
    },
    [apply, dropParam],
  );

  const dropOpen = useCallback(() => dropParam('open'), [dropParam]);
  useOpenSaved(params.get('open'), { apply, setNotice, done: dropOpen });

  const submit = useSubmitBacktest();
  const run = () => {
    // Ctrl+Enter held down, or pressed again while the first run is being queued, queues one task.
    if (submit.isPending) return;
    void form.handleSubmit((values) =>
      submit.mutate(toRequest(values, ctx), { onSuccess: ({ task_id }) => navigate(`/tasks/${task_id}`) }),
    )();
  };
  useBuilderShortcuts({ undo: history.undo, redo: history.redo, run: () => (csv ? undefined : run()) });

  const onReset = () => {
    apply(defaultFormValues());
    setWantedFile(undefined);
    setNotice({ severity: 'info', text: 'Started a new strategy.', undoable: true });
    submit.reset();
  };

  const builder = useMemo(() => ({ classify, options, ready, csvMode: csv !== null }), [classify, options, ready, csv]);
  return (
    <FormProvider {...form}>
      <BuilderProvider value={builder}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              Strategy builder
            </Typography>
            <HistoryButtons history={history} />
            <SaveButton getRequest={() => toRequest(form.getValues(), ctx)} />
            <ShareButton getShared={() => sharedStrategy(form.getValues(), ctx, csv?.fileName ?? wantedFile)} />
            <Button variant="text" startIcon={<RestartAltIcon />} onClick={onReset}>
              Reset
            </Button>
          </Stack>
          {fromTask && <RerunLoader taskId={fromTask} onDone={onTaskLoaded} />}
          {notice && (
            <BuilderNotice
              notice={notice}
              onUndo={history.canUndo ? history.undo : undefined}
              onClose={() => setNotice(null)}
            />
          )}
          <CsvModeRestoreNote restore={restore} />
          {csv && <CsvBanner csv={csv} />}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                // The instant results need room for their charts: with a CSV the two columns share the width.
                md: csv ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(320px, 400px)',
              },
              alignItems: 'start',
            }}
          >
            <Stack
              component="form"
              aria-label="Strategy"
              noValidate
              // Enter in a field must not queue a task; running is the button's job (or Ctrl+Enter's).
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
            <Stack spacing={2} sx={{ position: { md: csv ? 'static' : 'sticky' }, top: { md: 104 }, minWidth: 0 }}>
              <LiveSide
                ctx={ctx}
                csv={csv}
                run={run}
                submitting={submit.isPending}
                submitError={submit.error}
                underRun={connection.library && !csv ? <CsvDropArea wantedFile={wantedFile} /> : null}
              />
              {connection.kind === 'server' && <CatalogueLine />}
            </Stack>
          </Box>
          {!csv && (
            <ResearchPanel
              getRequest={() => toRequest(form.getValues(), ctx)}
              openStrategy={(request, text) => {
                const loaded = fromRequest(request);
                if (!loaded.ok) {
                  setNotice({ severity: 'error', text: `That strategy cannot be read: ${loaded.message}` });
                  return;
                }
                apply(loaded.values);
                setNotice({ severity: 'info', undoable: true, text });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </Stack>
      </BuilderProvider>
    </FormProvider>
  );
}
