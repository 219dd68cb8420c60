import Stack from '@mui/material/Stack';
import { useAssetCorrelation } from '../../client/analytics-queries.ts';
import { useConnection } from '../../client/connection.tsx';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { AssetForm } from './asset-form.tsx';
import { ASSET_FIELD_LABELS } from './asset-form-values.ts';
import { AssetHeatmapPanel } from './asset-heatmap-panel.tsx';
import { useAssetForm } from './correlation-forms.ts';
import { useServiceFieldErrors } from './use-service-field-errors.ts';

const FIELDS = Object.keys(ASSET_FIELD_LABELS);

/** How the asset classes of the spec's universe (and any symbols added to it) moved together over a period. */
export function AssetView() {
  const { library } = useConnection();
  const { form, applied, stale, run } = useAssetForm();
  // A server answers for the spec's universe: symbols in the address (from a browser's link) are not sent there.
  const request = library ? applied : { start_date: applied.start_date, end_date: applied.end_date };
  const query = useAssetCorrelation(request);
  useServiceFieldErrors(form, query.error, FIELDS);
  const onRun = () =>
    void run(() => {
      if (!stale) void query.refetch();
    });
  return (
    <Stack spacing={2}>
      <AssetForm form={form} onRun={onRun} />
      <AnalysisResult
        query={query}
        loadingLabel="Computing the asset correlations"
        bodyLabels={ASSET_FIELD_LABELS}
        stale={stale}
      >
        {(data) => (
          <>
            <SymbolsProvenanceLine symbols={data.corr_info.flatMap((c) => [c.symbol_1, c.symbol_2])} />
            <AssetHeatmapPanel data={data} />
          </>
        )}
      </AnalysisResult>
    </Stack>
  );
}
