import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { describeStrategy } from '../../domain/describe-strategy.ts';
import type { StrategyTemplate } from '../../domain/strategy-templates.ts';
import { openRequestPath } from './builder-links.ts';
import { TagChips } from './tag-chips.tsx';

export interface TemplateCardProps {
  template: StrategyTemplate;
  onSaveCopy: (template: StrategyTemplate) => void;
  busy?: boolean;
}

/** A starter strategy: the idea, its rules in plain words, and the ways to start from it. */
export function TemplateCard({ template, onSaveCopy, busy = false }: TemplateCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {template.name}
      </Typography>
      <Typography variant="body2">{template.description}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
        {describeStrategy(template.request).text}
      </Typography>
      <TagChips tags={template.tags} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<ArrowForwardIcon />}
          component={RouterLink}
          to={openRequestPath(template.request)}
        >
          Open in builder
        </Button>
        <Button size="small" startIcon={<LibraryAddIcon />} onClick={() => onSaveCopy(template)} disabled={busy}>
          Save a copy
        </Button>
      </Stack>
    </Paper>
  );
}
