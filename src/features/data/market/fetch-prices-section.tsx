import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { errorCode } from '../../../client/api-error.ts';
import { useConnection } from '../../../client/connection.tsx';
import { useCancelRefresh, useRefreshTask, useSources, useStartRefresh } from '../../../client/market-data-queries.ts';
import type { RefreshRequest, SourceInfo } from '../../../contract/index.ts';
import { FormCheckbox } from '../../../ui/form/form-checkbox.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { placeSubmitFailure } from '../../../ui/tasks/submit-failure.ts';
import type { FetchPricesValues } from './fetch-prices-schema.ts';
import { fetchPricesSchema, SNAPSHOTS_SOURCE } from './fetch-prices-schema.ts';
import {
  forgetRefreshTaskId,
  readFetchDraft,
  readRefreshTaskId,
  writeFetchDraft,
  writeRefreshTaskId,
} from './refresh-drafts.ts';
import { RefreshProgressView } from './refresh-progress-view.tsx';
import { MarketSection } from './section-frame.tsx';
import { defaultPriceSource, readinessText } from './source-labels.ts';

const FIELDS = ['symbols', 'source', 'from'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { symbols: 'Symbols', source: 'Source', from: 'From' };
const fieldOf = (path: string): Field | undefined => FIELDS.find((f) => path === f || path.startsWith(`${f}.`));

function FetchPricesForm({ sources }: { sources: SourceInfo[] }) {
  const { label, kind } = useConnection();
  const priceSources = sources.filter((s) => s.kinds.includes('prices'));
  // only a connection that fetches from yahoo (a server) can fetch option chains and dividend figures
  const offersSnapshots = priceSources.some((s) => s.name === SNAPSHOTS_SOURCE);
  const [defaults] = useState(() => {
    const draft = readFetchDraft(label);
    return draft.source ? draft : { ...draft, source: defaultPriceSource(sources, kind === 'browser')?.name ?? '' };
  });
  const form = useForm<FetchPricesValues, unknown, RefreshRequest>({
    defaultValues: defaults,
    resolver: zodResolver(fetchPricesSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  useEffect(() => {
    writeFetchDraft(label, { ...defaults, ...values });
  }, [label, values, defaults]);

  const [taskId, setTaskId] = useState(() => readRefreshTaskId(label));
  const task = useRefreshTask(taskId);
  const start = useStartRefresh();
  const cancel = useCancelRefresh();
  const [failure, setFailure] = useState<string[]>([]);
  // A refresh this tab remembers but the host no longer knows (a server restarted with a new store): start afresh.
  const forgotten = task.isError && errorCode(task.error) === 404;
  useEffect(() => {
    if (forgotten) forgetRefreshTaskId(label);
  }, [forgotten, label]);
  const running = task.data !== undefined && (task.data.status === 'PENDING' || task.data.status === 'RUNNING');

  const submit = form.handleSubmit((request) => {
    setFailure([]);
    start.mutate(request, {
      onSuccess: ({ task_id }) => {
        writeRefreshTaskId(label, task_id);
        setTaskId(task_id);
        cancel.reset();
      },
      onError: (error) => {
        const setError = (field: (typeof FIELDS)[number], message: string) =>
          form.setError(field, { type: 'server', message });
        setFailure(placeSubmitFailure(error, { fieldOf, labels: LABELS, fields: FIELDS }, setError));
      },
    });
  });

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label="Fetch prices" onSubmit={(event) => void submit(event)}>
          <Stack spacing={1.5}>
            <FormTextField<FetchPricesValues>
              name="symbols"
              label="Symbols"
              multiline
              minRows={2}
              maxRows={8}
              helperText="Paste or type symbols, separated by commas, spaces or new lines (e.g. AAPL, MSFT, BRK-B)"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormTextField<FetchPricesValues>
                name="source"
                label="Source"
                select
                helperText="Where the prices come from"
                sx={{ minWidth: 220 }}
              >
                {priceSources.length === 0 && <option value="">No source gives prices</option>}
                {priceSources.map((s) => (
                  <option key={s.name} value={s.name} disabled={!s.ready}>
                    {s.ready ? s.name : `${s.name} (${readinessText(s).toLowerCase()})`}
                  </option>
                ))}
              </FormTextField>
              <FormTextField<FetchPricesValues>
                name="from"
                label="From (optional)"
                type="date"
                helperText="First day wanted for a symbol not yet stored; the whole history without it"
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ minWidth: 220 }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={start.isPending || running}
                sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}
              >
                {start.isPending ? 'Starting…' : 'Fetch prices'}
              </Button>
            </Stack>
            {offersSnapshots && (
              <FormCheckbox<FetchPricesValues>
                name="snapshots"
                label="Also fetch option chains and dividend figures (Yahoo only)"
              />
            )}
          </Stack>
        </Box>
      </FormProvider>
      {failure.length > 0 && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          The fetch could not start: {failure.join(' ')}
        </Alert>
      )}
      {task.isError && !forgotten && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          The refresh could not be read: {task.error.message}
        </Alert>
      )}
      {cancel.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          It could not be cancelled: {cancel.error.message}
        </Alert>
      )}
      {task.data && (
        <Box sx={{ mt: 2, mx: -2 }}>
          <RefreshProgressView
            task={task.data}
            cancelling={cancel.isPending}
            onCancel={() => taskId && cancel.mutate(taskId)}
          />
        </Box>
      )}
    </Box>
  );
}

/** Fetches symbols' prices into the store and shows each symbol as it finishes. */
export function FetchPricesSection() {
  const sources = useSources();
  return (
    <MarketSection
      title="Fetch prices"
      intro="Fetch daily prices, splits and dividends into the store: a symbol's whole history the first time, then what is new since its last stored bar. A symbol that fails keeps what was stored."
      query={sources}
      what="the sources"
    >
      {(data) => <FetchPricesForm sources={data.sources} />}
    </MarketSection>
  );
}
