import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { usePatternCorrelation } from '../../client/analytics-queries.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { usePatternForm } from './correlation-forms.ts';
import { PatternForm } from './pattern-form.tsx';
import { PATTERN_FIELD_LABELS } from './pattern-form-values.ts';
import { PatternOverlayPanel } from './pattern-overlay-panel.tsx';
import { PatternScore } from './pattern-score.tsx';
import { useAnsweredRequest } from './use-answered-request.ts';
import { useServiceFieldErrors } from './use-service-field-errors.ts';

const FIELDS = Object.keys(PATTERN_FIELD_LABELS);

/** How alike two windows of price history are: a score, and both paths overlaid. */
export function PatternView() {
  const { form, applied, stale, run } = usePatternForm();
  const query = usePatternCorrelation(applied);
  useServiceFieldErrors(form, query.error, FIELDS);
  const answered = useAnsweredRequest(applied, query.isSuccess && !query.isPlaceholderData);
  const onRun = () =>
    void run(() => {
      if (!stale) void query.refetch();
    });
  return (
    <Stack spacing={2}>
      <PatternForm form={form} onRun={onRun} />
      <AnalysisResult
        query={query}
        loadingLabel="Comparing the patterns"
        bodyLabels={PATTERN_FIELD_LABELS}
        stale={stale}
      >
        {(data) =>
          answered && (
            <>
              <SymbolsProvenanceLine symbols={[answered.referenceSymbol, answered.comparisonSymbol]} />
              <PatternScore score={data.pattern_corr} request={answered} referenceCloses={data.reference?.length} />
              {data.reference && data.comparison ? (
                <PatternOverlayPanel reference={data.reference} comparison={data.comparison} request={answered} />
              ) : (
                <Alert severity="info" role="note">
                  The service sent only the score, without the windows’ prices, so there are no paths to overlay.
                </Alert>
              )}
            </>
          )
        }
      </AnalysisResult>
    </Stack>
  );
}
