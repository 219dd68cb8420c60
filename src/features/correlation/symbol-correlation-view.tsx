import Stack from '@mui/material/Stack';
import { useSymbolCorrelation } from '../../client/analytics-queries.ts';
import type { SymbolCorrRequest } from '../../contract/index.ts';
import { AnalysisResult } from './analysis-result.tsx';
import { CorrelationMatrixPanel } from './correlation-matrix-panel.tsx';
import { RollingCorrelationPanel } from './rolling-correlation-panel.tsx';
import { SymbolForm } from './symbol-form.tsx';
import type { SymbolFormValues } from './symbol-form-values.ts';
import { SYMBOL_BODY_LABELS } from './symbol-form-values.ts';
import { useAnsweredRequest } from './use-answered-request.ts';

export interface SymbolViewProps {
  draft: SymbolFormValues;
  onDraftChange: (values: SymbolFormValues) => void;
  /** The last request run from this view (kept by the screen, so that it survives a tab switch). */
  run: SymbolCorrRequest;
  onRun: (body: SymbolCorrRequest) => void;
}

/** How the compared symbols moved with the benchmark: the matrix over the period, and rolling over time. */
export function SymbolCorrelationView({ draft, onDraftChange, run, onRun }: SymbolViewProps) {
  const query = useSymbolCorrelation(run);
  const answered = useAnsweredRequest(run, query.isSuccess && !query.isPlaceholderData);
  return (
    <Stack spacing={2}>
      <SymbolForm
        ariaLabel="Symbol correlation settings"
        values={draft}
        onChange={onDraftChange}
        onRun={onRun}
        runLabel="Run correlation"
      />
      <AnalysisResult query={query} loadingLabel="Computing the correlations" bodyLabels={SYMBOL_BODY_LABELS}>
        {(data) =>
          answered && (
            <>
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
