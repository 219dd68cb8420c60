import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { ScannerItem, ScannerPickCategory } from '../../contract/index.ts';
import { FigureGrid } from '../../ui/layout/figure-grid.tsx';
import { PastTrades } from './past-trades.tsx';
import { pickFigures } from './pick-figures.ts';
import { categoryOf } from './pick-filters.ts';
import { PickPriceChart } from './pick-price-chart.tsx';
import { pickKey } from './pick-values.ts';

export interface PickDrawerProps {
  /** The pick shown; null closes the drawer. */
  item: ScannerItem | null;
  definitions: ReadonlyMap<string, string>;
  /** The pick list the table came from, for items that do not say (the spec's items do not). */
  list: ScannerPickCategory;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    // Scrolled to (or tabbed into), a section clears the sticky header.
    <Box component="section" aria-labelledby={id} sx={{ scrollMarginTop: 96 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DrawerBody({
  item,
  definition,
  list,
  titleId,
  onClose,
}: {
  item: ScannerItem;
  definition: string | undefined;
  list: ScannerPickCategory;
  titleId: string;
  onClose: () => void;
}) {
  const category = categoryOf(item);
  return (
    <>
      <Box
        sx={{
          // The title and Close stay in view while the drawer scrolls (a phone has no Escape key).
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'inherit',
          backgroundImage: 'inherit',
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h2">
            {item.Symbol}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Box
              component="span"
              sx={{ color: item.Direction === 'Long' ? 'success.main' : 'error.main', fontWeight: 600 }}
            >
              {item.Direction}
            </Box>
            {` · ${item._Signal} · ${item.Date} · ${item.Category ?? list} list`}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="p" sx={{ m: 0, typography: 'body2' }}>
          <strong>{item._Signal}</strong>
          {category && ` (${category})`}
          {definition ? `: ${definition}` : ''}
        </Box>
        <Section title="The pick">
          <FigureGrid figures={pickFigures(item)} minTileWidth={120} />
        </Section>
        <Divider />
        <Section title="Price chart">
          <PickPriceChart item={item} />
        </Section>
        <Divider />
        <Section title="Past trades">
          <PastTrades key={pickKey(item)} item={item} list={list} />
        </Section>
      </Stack>
    </>
  );
}

/**
 * A pick's details beside the table: its figures, the symbol's chart around the signal, and on request the signal's
 * earlier trades. Escape, the backdrop or Close shut it, and focus goes back to the row that opened it.
 */
export function PickDrawer({ item, definitions, list, onClose }: PickDrawerProps) {
  const titleId = useId();
  // The last pick stays drawn while the drawer slides out.
  const [last, setLast] = useState(item);
  if (item && item !== last) setLast(item);
  const shown = item ?? last;
  return (
    <Drawer
      anchor="right"
      open={item !== null}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 640, lg: 820 }, maxWidth: '100%' } },
      }}
    >
      {shown && (
        <DrawerBody
          item={shown}
          definition={definitions.get(shown._Signal)}
          list={list}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}
