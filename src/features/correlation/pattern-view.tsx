import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { usePatternCorrelation } from '../../client/analytics-queries.ts';
import type { PatternCorrRequest } from '../../contract/index.ts';
import { AnalysisResult } from './analysis-result.tsx';
import { PatternForm } from './pattern-form.tsx';
import type { PatternFormValues } from './pattern-form-values.ts';
import { PATTERN_BODY_LABELS } from './pattern-form-values.ts';
import { PatternOverlayPanel } from './pattern-overlay-panel.tsx';
import { PatternScore } from './pattern-score.tsx';
import { useAnsweredRequest } from './use-answered-request.ts';

export interface PatternViewProps {
  draft: PatternFormValues;
  onDraftChange: (values: PatternFormValues) => void;
  run: PatternCorrRequest;
  onRun: (body: PatternCorrRequest) => void;
}

/** How alike two windows of price history are: a score, and both paths overlaid. */
export function PatternView({ draft, onDraftChange, run, onRun }: PatternViewProps) {
  const query = usePatternCorrelation(run);
  const answered = useAnsweredRequest(run, query.isSuccess && !query.isPlaceholderData);
  return (
    <Stack spacing={2}>
      <PatternForm values={draft} onChange={onDraftChange} onRun={onRun} />
      <AnalysisResult query={query} loadingLabel="Comparing the patterns" bodyLabels={PATTERN_BODY_LABELS}>
        {(data) =>
          answered && (
            <>
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
