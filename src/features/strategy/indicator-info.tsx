import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIndicatorMetadata } from '../../client/queries.ts';
import type { CatalogueItem, IndicatorMetadataEntry } from '../../contract/index.ts';
import { SafeHtml } from '../../ui/html/safe-html.tsx';
import type { ConditionPath } from './condition-editor.tsx';
import type { ConditionValues } from './form-values.ts';

type Shape = { entry: { conditions: ConditionValues[] }; exit: { conditions: ConditionValues[] } };

/**
 * "Fill in these defaults": puts the indicator's extremes in EO/EP where nothing was typed, never over a value, and
 * closes the popover (focus goes back to the info button).
 */
function FillDefaults({
  path,
  entry,
  onDone,
}: {
  path: ConditionPath;
  entry: IndicatorMetadataEntry;
  onDone: () => void;
}) {
  const { setValue, control } = useFormContext<Shape>();
  const [eo, ep] = useWatch<Shape, [`${ConditionPath}.eo`, `${ConditionPath}.ep`]>({
    control,
    name: [`${path}.eo`, `${path}.ep`],
  });
  const fill = () => {
    const options = { shouldDirty: true, shouldValidate: true };
    if (eo.trim() === '') setValue(`${path}.eo`, String(entry.opt_extreme), options);
    if (ep.trim() === '') setValue(`${path}.ep`, String(entry.pess_extreme), options);
    onDone();
  };
  return (
    <Button size="small" variant="outlined" onClick={fill} disabled={eo.trim() !== '' && ep.trim() !== ''}>
      Fill in these defaults
    </Button>
  );
}

interface BodyProps {
  item: CatalogueItem;
  path: ConditionPath;
  canFill: boolean;
  onClose: () => void;
}

function Body({ item, path, canFill, onClose }: BodyProps) {
  const metadata = useIndicatorMetadata(item.url);
  const entry = metadata.data?.[item.url];
  if (metadata.isPending) return <Typography variant="body2">Loading the description…</Typography>;
  if (metadata.isError)
    return (
      <Typography variant="body2" color="error">
        The description could not be loaded: {metadata.error.message}
      </Typography>
    );
  if (!entry) return <Typography variant="body2">The service has no description of this indicator.</Typography>;
  return (
    <Stack spacing={1.5}>
      {entry.description.trim() ? (
        <SafeHtml html={entry.description} sx={{ typography: 'body2' }} />
      ) : (
        <Typography variant="body2">No description.</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Defaults: extreme optimism {entry.opt_extreme}, extreme pessimism {entry.pess_extreme}. Updated {entry.updated}
        {item.market_symbol ? `, for ${item.market_symbol}` : ''}.
      </Typography>
      {canFill && (
        <div>
          <FillDefaults path={path} entry={entry} onDone={onClose} />
        </div>
      )}
    </Stack>
  );
}

/**
 * An info button beside a catalogue (Sentiment) signal: a popover with the indicator's description (service HTML,
 * sanitised) and its EO/EP defaults (spec 2.11), which it can fill into empty fields.
 */
export function IndicatorInfo({ item, path, canFill }: { item: CatalogueItem; path: ConditionPath; canFill: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Tooltip title="About this indicator">
        <IconButton size="small" aria-label={`About ${item.chart_name}`} onClick={(e) => setAnchor(e.currentTarget)}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 440 } } }}
      >
        <Box>
          <Typography id={titleId} variant="subtitle1" component="h2" gutterBottom>
            {item.chart_name}
          </Typography>
          {anchor && <Body item={item} path={path} canFill={canFill} onClose={() => setAnchor(null)} />}
        </Box>
      </Popover>
    </>
  );
}
