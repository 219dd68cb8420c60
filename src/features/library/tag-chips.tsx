import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A strategy's tags, read-only, as a list a screen reader counts. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap role="list" aria-label="Tags" sx={{ flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" role="listitem" />
      ))}
    </Stack>
  );
}
