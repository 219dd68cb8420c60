import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { DIRECTIONS, FREQUENCIES, PRICE_BASES, STRATEGY_DEFAULTS } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';
import type { StrategyFormValues } from './form-values.ts';
import type { AccountValues } from './form-model.ts';
import { ACCOUNT_FIELDS, accountChanges } from './form-model.ts';
import { TextInput } from './text-input.tsx';

export const TRADE_PRICE_LABEL = {
  '0': "Next bar's open",
  '1': "Next bar's close",
  '2': "This bar's close",
} as const;

export const PRICE_BASIS_LABEL = {
  price: 'Price (split-adjusted)',
  total_return: 'Total return (dividends reinvested)',
} as const;

/** How many account settings differ from the service's defaults (what the request will carry). */
function useChangedCount(): number {
  const { control } = useFormContext<StrategyFormValues>();
  const values = useWatch({ control, name: [...ACCOUNT_FIELDS] });
  const account = Object.fromEntries(ACCOUNT_FIELDS.map((f, i) => [f, values[i]])) as AccountValues;
  return Object.keys(accountChanges(account)).length;
}

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const dateLabel = { inputLabel: { shrink: true } } as const;

/** Capital, costs, execution and window: collapsed, since the defaults suit most first runs. */
export function AccountSettings() {
  const changed = useChangedCount();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: false } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="account-settings-content" id="account-settings">
        <Typography component="span" sx={{ fontWeight: 500 }}>
          Account settings
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5, alignSelf: 'center' }}>
          {changed === 0 ? 'service defaults' : `${changed} changed from the defaults`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="account-settings-content">
        <Box sx={grid}>
          <TextInput
            name="capital"
            label="Starting capital"
            helperText={`Default ${formatWhole(STRATEGY_DEFAULTS.capital)}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextInput
            name="capital_alloc"
            label="Allocation per trade"
            helperText="Fraction of equity: 1 = 100%"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextInput
            name="commission"
            label="Commission per side"
            helperText="Fraction: 0.001 = 0.1%"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextInput
            name="slippage"
            label="Slippage per side"
            helperText="Fraction: 0.0005 = 0.05%"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextInput select name="trade_price" label="Trade at">
            {(['0', '1', '2'] as const).map((v) => (
              <MenuItem key={v} value={v}>
                {TRADE_PRICE_LABEL[v]}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput select name="direction" label="Direction">
            {DIRECTIONS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            select
            name="frequency"
            label="Bar frequency"
            helperText="Must match the updates of a sentiment indicator"
          >
            {FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput select name="price_basis" label="Prices" helperText="Total return needs adjusted closes">
            {PRICE_BASES.map((b) => (
              <MenuItem key={b} value={b}>
                {PRICE_BASIS_LABEL[b]}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput name="benchmark" label="Benchmark" helperText={`Default ${STRATEGY_DEFAULTS.benchmark}`} />
          <TextInput
            name="start_date"
            label="Start date"
            type="date"
            helperText="Empty = from the first bar"
            slotProps={dateLabel}
          />
          <TextInput
            name="end_date"
            label="End date"
            type="date"
            helperText="Empty = up to today"
            slotProps={dateLabel}
          />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
