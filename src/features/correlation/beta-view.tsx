import Stack from '@mui/material/Stack';
import { useSymbolBeta } from '../../client/analytics-queries.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { BetaLatestPanel } from './beta-latest-panel.tsx';
import { useSymbolForm } from './correlation-forms.ts';
import { RollingBetaPanel } from './rolling-beta-panel.tsx';
import { SymbolForm } from './symbol-form.tsx';
import { SYMBOL_FIELD_LABELS } from './symbol-form-values.ts';
import { useAnsweredRequest } from './use-answered-request.ts';
import { useServiceFieldErrors } from './use-service-field-errors.ts';

const FIELDS = Object.keys(SYMBOL_FIELD_LABELS);

/** How strongly each symbol moves with the benchmark: rolling beta, and the latest class of each. */
export function BetaView() {
  const { form, applied, stale, run } = useSymbolForm();
  const query = useSymbolBeta(applied);
  useServiceFieldErrors(form, query.error, FIELDS);
  const answered = useAnsweredRequest(applied, query.isSuccess && !query.isPlaceholderData);
  const onRun = () =>
    void run(() => {
      if (!stale) void query.refetch();
    });
  return (
    <Stack spacing={2}>
      <SymbolForm ariaLabel="Rolling beta settings" form={form} onRun={onRun} runLabel="Run beta" />
      <AnalysisResult query={query} loadingLabel="Computing the betas" bodyLabels={SYMBOL_FIELD_LABELS} stale={stale}>
        {(data) =>
          answered && (
            <>
              <SymbolsProvenanceLine symbols={[answered.benchmark, ...answered.stock_comparison]} />
              <BetaLatestPanel latest={data.latest} benchmark={answered.benchmark} />
              <RollingBetaPanel
                rows={data.beta_roll}
                benchmark={answered.benchmark}
                window={answered.roll_window ?? 21}
              />
            </>
          )
        }
      </AnalysisResult>
    </Stack>
  );
}
