import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LibraryEntry } from '../../client/strategy-library.ts';
import { isDamaged } from '../../client/strategy-library.ts';
import { describeStrategy } from '../../domain/describe-strategy.ts';
import { openSavedPath } from './builder-links.ts';
import { TagChips } from './tag-chips.tsx';

export interface SavedStrategyCardProps {
  entry: LibraryEntry;
  onRename: (entry: LibraryEntry) => void;
  onDuplicate: (entry: LibraryEntry) => void;
  onDelete: (entry: LibraryEntry) => void;
  /** A duplicate is being made: its button waits. */
  busy?: boolean;
}

// Built once: an Intl formatter is slow to create, and the list formats every card.
const READABLE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A library timestamp (ISO 8601 with its zone) in the reader's locale and zone; the raw text when unreadable. */
const formatUpdated = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : READABLE.format(new Date(iso)));

/** One saved strategy: its name, tags, note, plain words and when it changed, with what can be done to it. */
export function SavedStrategyCard({ entry, onRename, onDuplicate, onDelete, busy = false }: SavedStrategyCardProps) {
  const headingId = useId();
  const damaged = isDamaged(entry);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.25, sm: 2 }}
        sx={{ alignItems: { sm: 'baseline' } }}
      >
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {entry.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Updated {formatUpdated(entry.updated_at)}
        </Typography>
      </Stack>
      <TagChips tags={entry.tags} />
      {damaged ? (
        <Alert severity="warning">
          This saved strategy cannot be opened: {entry.problem} Delete it, or save it again from the builder.
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {describeStrategy(entry.request).headline}
        </Typography>
      )}
      {entry.note && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entry.note}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
        {!damaged && (
          <Button
            variant="contained"
            size="small"
            startIcon={<ArrowForwardIcon />}
            component={RouterLink}
            to={openSavedPath(entry.id)}
          >
            Open in builder
          </Button>
        )}
        {!damaged && (
          <Button size="small" startIcon={<DriveFileRenameOutlineIcon />} onClick={() => onRename(entry)}>
            Rename
          </Button>
        )}
        {!damaged && (
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => onDuplicate(entry)} disabled={busy}>
            Duplicate
          </Button>
        )}
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(entry)}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}
