import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConnection } from '../../client/connection.tsx';
import type { DatasetSummary } from '../../contract/index.ts';
import type { CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import { CPM_FIELD_LABELS } from './cpm-form-values.ts';
import { ChartNote } from '../../ui/charts/library-window-picker.tsx';
import { TemplateWindowChart } from './template-window-chart.tsx';

export interface TemplateWindowFieldsProps {
  values: CpmFormValues;
  errors: CpmFieldErrors;
  onChange: (patch: Partial<CpmFormValues>) => void;
  datasets: ReadonlyMap<string, DatasetSummary>;
}

function DateField({ field, props }: { field: 'startDate' | 'endDate'; props: TemplateWindowFieldsProps }) {
  const error = props.errors[field];
  return (
    <TextField
      type="date"
      label={CPM_FIELD_LABELS[field]}
      value={props.values[field]}
      onChange={(e) => props.onChange({ [field]: e.target.value })}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1800-01-01', max: '2200-12-31' } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 190px' }, minWidth: 0 }}
    />
  );
}

/**
 * Customize: the template is a window of the symbol's own history, typed as dates or (with this browser's data
 * library) dragged across its price chart.
 */
export function TemplateWindowFields(props: TemplateWindowFieldsProps) {
  const { library, label } = useConnection();
  const { values, onChange, datasets } = props;
  const symbol = values.symbol;
  const inLibrary = datasets.has(symbol);
  let chart;
  if (!library)
    chart = (
      <ChartNote>
        {`Dragging a window on the price chart needs this browser’s data library; you are connected to ${label}, so type the template’s dates.`}
      </ChartNote>
    );
  else if (!symbol) chart = <ChartNote>Name a symbol to see its price history here.</ChartNote>;
  else if (!inLibrary)
    chart = (
      <ChartNote>{`No price chart: ${symbol} is not in this browser's data library. Type the dates instead.`}</ChartNote>
    );
  else
    chart = (
      <TemplateWindowChart
        symbol={symbol}
        start={values.startDate}
        end={values.endDate}
        onPick={(startDate, endDate) => onChange({ startDate, endDate })}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {library
          ? 'The template is a window of the symbol’s own prices: type its dates or drag across the chart. Matches are searched everywhere else.'
          : 'The template is a window of the symbol’s own prices: type its dates. Matches are searched everywhere else.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <DateField field="startDate" props={props} />
        <DateField field="endDate" props={props} />
      </Box>
      {chart}
    </Box>
  );
}
