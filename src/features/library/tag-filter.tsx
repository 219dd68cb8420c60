import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface TagFilterProps {
  tags: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
}

/** Toggle chips, one per tag in use: a chosen chip keeps only the strategies carrying that tag. */
export function TagFilter({ tags, selected, onToggle }: TagFilterProps) {
  const labelId = useId();
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        Filter by tag:
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tags.map((tag) => {
          const on = selected.includes(tag);
          return (
            <Chip
              key={tag}
              label={tag}
              size="small"
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => onToggle(tag)}
              aria-pressed={on}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
