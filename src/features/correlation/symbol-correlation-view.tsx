import Stack from '@mui/material/Stack';
import { useSymbolCorrelation } from '../../client/analytics-queries.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { useSymbolForm } from './correlation-forms.ts';
import { CorrelationMatrixPanel } from './correlation-matrix-panel.tsx';
import { RollingCorrelationPanel } from './rolling-correlation-panel.tsx';
import { SymbolForm } from './symbol-form.tsx';
import { SYMBOL_FIELD_LABELS } from './symbol-form-values.ts';
import { useAnsweredRequest } from './use-answered-request.ts';
import { useServiceFieldErrors } from './use-service-field-errors.ts';

const FIELDS = Object.keys(SYMBOL_FIELD_LABELS);

/** How the compared symbols moved with the benchmark: the matrix over the period, and rolling over time. */
export function SymbolCorrelationView() {
  const { form, applied, stale, run } = useSymbolForm();
  const query = useSymbolCorrelation(applied);
  useServiceFieldErrors(form, query.error, FIELDS);
  const answered = useAnsweredRequest(applied, query.isSuccess && !query.isPlaceholderData);
  // Run on what the results already show asks again (a failure may pass); otherwise the address change runs it.
  const onRun = () =>
    void run(() => {
      if (!stale) void query.refetch();
    });
  return (
    <Stack spacing={2}>
      <SymbolForm ariaLabel="Symbol correlation settings" form={form} onRun={onRun} runLabel="Run correlation" />
      <AnalysisResult
        query={query}
        loadingLabel="Computing the correlations"
        bodyLabels={SYMBOL_FIELD_LABELS}
        stale={stale}
      >
        {(data) =>
          answered && (
            <>
              <SymbolsProvenanceLine symbols={[answered.benchmark, ...answered.stock_comparison]} />
              <CorrelationMatrixPanel
                rows={data.corr_matrix}
                benchmark={answered.benchmark}
                startDate={answered.start_date}
                endDate={answered.end_date}
              />
              <RollingCorrelationPanel
                rows={data.corr_roll}
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
