import Stack from '@mui/material/Stack';
import { useSymbolBeta } from '../../client/analytics-queries.ts';
import { AnalysisResult } from './analysis-result.tsx';
import { BetaLatestPanel } from './beta-latest-panel.tsx';
import { RollingBetaPanel } from './rolling-beta-panel.tsx';
import { SymbolForm } from './symbol-form.tsx';
import { SYMBOL_BODY_LABELS } from './symbol-form-values.ts';
import type { SymbolViewProps } from './symbol-correlation-view.tsx';
import { useAnsweredRequest } from './use-answered-request.ts';

/** How strongly each symbol moves with the benchmark: rolling beta, and the latest class of each. */
export function BetaView({ draft, onDraftChange, run, onRun }: SymbolViewProps) {
  const query = useSymbolBeta(run);
  const answered = useAnsweredRequest(run, query.isSuccess && !query.isPlaceholderData);
  return (
    <Stack spacing={2}>
      <SymbolForm
        ariaLabel="Rolling beta settings"
        values={draft}
        onChange={onDraftChange}
        onRun={onRun}
        runLabel="Run beta"
      />
      <AnalysisResult query={query} loadingLabel="Computing the betas" bodyLabels={SYMBOL_BODY_LABELS}>
        {(data) =>
          answered && (
            <>
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
