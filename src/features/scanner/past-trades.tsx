import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useScannerSingle } from '../../client/scanner-queries.ts';
import type { ScannerBacktestInfo, ScannerItem, ScannerPickCategory } from '../../contract/index.ts';
import { FigureGrid } from '../../ui/layout/figure-grid.tsx';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';
import { formatNumber, formatSignedPercent, toneOf } from '../../ui/table/format.ts';
import type { SortableColumn } from '../../ui/table/sortable-table.tsx';
import { SortableTable } from '../../ui/table/sortable-table.tsx';
import { pastTradeFigures } from './pick-figures.ts';

interface PastTrade {
  number: number;
  entryDate: string;
  entryPrice: number;
  exitDate: string;
  exitPrice: number;
  returnPct: number;
  exitReason: string;
}

/** backtest_info's parallel per-trade arrays as one row per trade. */
function tradeRows(info: ScannerBacktestInfo): PastTrade[] {
  return info.EntryTradeDate.map((entryDate, i) => ({
    number: i + 1,
    entryDate,
    entryPrice: info.EntryTradePrice[i],
    exitDate: info.ExitTradeDate[i] ?? '',
    exitPrice: info.ExitTradePrice[i],
    returnPct: info.EachReturn[i],
    exitReason: info.ExitReason[i] ?? '',
  }));
}

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: undefined } as const;

const COLUMNS: SortableColumn<PastTrade>[] = [
  { label: '#', value: (t) => t.number, numeric: true },
  { label: 'Entry date', value: (t) => t.entryDate },
  { label: 'Entry price', value: (t) => t.entryPrice, render: (t) => formatNumber(t.entryPrice), numeric: true },
  { label: 'Exit date', value: (t) => t.exitDate },
  { label: 'Exit price', value: (t) => t.exitPrice, render: (t) => formatNumber(t.exitPrice), numeric: true },
  {
    label: 'Return',
    value: (t) => t.returnPct,
    render: (t) => (
      <Box component="span" sx={{ color: toneColor[toneOf(t.returnPct)] }}>
        {formatSignedPercent(t.returnPct)}
      </Box>
    ),
    numeric: true,
  },
  { label: 'Exit reason', value: (t) => t.exitReason },
];

function PastTradesResult({ item, info }: { item: ScannerItem; info: ScannerBacktestInfo }) {
  const rows = useMemo(() => tradeRows(info), [info]);
  if (rows.length === 0)
    return (
      <Alert severity="info">
        {`${item._Signal} has no earlier completed trade on ${item.Symbol} before ${item.Date}.`}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <FigureGrid figures={pastTradeFigures(info)} minTileWidth={120} />
      <SortableTable
        ariaLabel="Past trades"
        columns={COLUMNS}
        rows={rows}
        fileName={`scanner-${item.Symbol}-${item._Signal.replace(/[^A-Za-z0-9]+/g, '-')}-${item.Date}-trades.csv`}
        pageLabel="Trades per page"
        note={`Each earlier time ${item._Signal} fired on ${item.Symbol}: in at that day’s close, out by the plan.`}
      />
    </Stack>
  );
}

function PastTradesQuery({ item, list }: { item: ScannerItem; list: ScannerPickCategory }) {
  const query = useScannerSingle(item.Symbol, {
    start_date: item.Date,
    end_date: item.Date,
    include_backtest: true,
    category: item.Category ?? list,
  });
  if (query.isPending) return <LoadingStatus>{`Loading the past trades of ${item.Symbol}…`}</LoadingStatus>;
  if (query.isError)
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {`The past trades could not be loaded: ${query.error.message}`}
      </RetryAlert>
    );
  const same = query.data.scanner_data.find((d) => d._Signal === item._Signal && d.Date === item.Date);
  if (!same?.backtest_info)
    return (
      <Alert severity="info">
        {`The service sent no past trades of ${item._Signal} for ${item.Symbol} on ${item.Date}.`}
      </Alert>
    );
  return <PastTradesResult item={item} info={same.backtest_info} />;
}

/** The pick's earlier trades, fetched only when asked: the trade arrays make the answer many times larger. */
export function PastTrades({ item, list }: { item: ScannerItem; list: ScannerPickCategory }) {
  const [asked, setAsked] = useState(false);
  if (asked) return <PastTradesQuery item={item} list={list} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => setAsked(true)}>
        Show past trades
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 220px' }}>
        The earlier trades of {item._Signal} on {item.Symbol} that the statistics above come from.
      </Typography>
    </Box>
  );
}
