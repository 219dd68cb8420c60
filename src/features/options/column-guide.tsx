import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { OPTION_COLUMNS } from './option-columns.ts';

/** Every column in words, with its formula and how it is written; closed until asked for. */
export function ColumnGuide() {
  const id = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      // The opened text is a region named by its toggle, so it can be found and navigated to.
      slotProps={{ region: { id: `${id}-content`, 'aria-labelledby': `${id}-toggle` } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary id={`${id}-toggle`} aria-controls={`${id}-content`} expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          What the columns mean
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Each row is one put contract to sell (a short put), held to expiry. Credit and margin are dollars per contract
          of 100 shares, given to the cent. The downloaded CSV keeps the service&rsquo;s own field names and values as
          it gives them: POP and return on margin are percents (1.50 is 1.5%), the EV score, annualised EV and IV
          fractions (0.0100 is 1%).
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          {OPTION_COLUMNS.map((c) => (
            <Box key={c.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {c.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {c.meaning}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Shown as: {c.shownAs}.
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
