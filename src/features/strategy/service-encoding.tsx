import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';

/** Whether the analyst last left the encoding open; kept so a reload does not fold it again. */
export const ENCODING_OPEN_KEY = 'backtest-studio.builder.encoding-open';

function readOpen(): boolean {
  try {
    return localStorage.getItem(ENCODING_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeOpen(open: boolean): void {
  try {
    localStorage.setItem(ENCODING_OPEN_KEY, String(open));
  } catch {
    // Blocked storage: the panel simply starts folded next time.
  }
}

/**
 * The service's own form of the strategy (signal codes such as TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30, cond entries,
 * defaults applied): exact, but not a sentence an analyst reads, so it is folded under the plain words.
 */
export function ServiceEncoding({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(readOpen);
  const id = useId();
  return (
    <Accordion
      disableGutters
      elevation={0}
      expanded={open}
      onChange={(_event, next) => {
        setOpen(next);
        writeOpen(next);
      }}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${id}-content`}
        id={`${id}-summary`}
        sx={{ px: 0 }}
      >
        <Typography variant="subtitle2" component="span">
          Service encoding
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: 0, pt: 0 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
