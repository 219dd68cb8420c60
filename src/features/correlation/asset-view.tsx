import Stack from '@mui/material/Stack';
import { useAssetCorrelation } from '../../client/analytics-queries.ts';
import type { AssetCorrRequest } from '../../contract/index.ts';
import { AnalysisResult } from './analysis-result.tsx';
import { AssetForm } from './asset-form.tsx';
import type { AssetFormValues } from './asset-form-values.ts';
import { ASSET_BODY_LABELS } from './asset-form-values.ts';
import { AssetHeatmapPanel } from './asset-heatmap-panel.tsx';

export interface AssetViewProps {
  draft: AssetFormValues;
  onDraftChange: (values: AssetFormValues) => void;
  run: AssetCorrRequest;
  onRun: (body: AssetCorrRequest) => void;
}

/** How the 18 asset classes of the spec's universe moved together over a period. */
export function AssetView({ draft, onDraftChange, run, onRun }: AssetViewProps) {
  const query = useAssetCorrelation(run);
  return (
    <Stack spacing={2}>
      <AssetForm values={draft} onChange={onDraftChange} onRun={onRun} />
      <AnalysisResult query={query} loadingLabel="Computing the asset correlations" bodyLabels={ASSET_BODY_LABELS}>
        {(data) => <AssetHeatmapPanel data={data} />}
      </AnalysisResult>
    </Stack>
  );
}
