import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import type { LibraryEntry } from '../../client/strategy-library.ts';
import { useDuplicateSavedStrategy, useSavedStrategies } from '../../client/strategy-library-queries.ts';
import { listParam, textParam } from '../../ui/address/address-codecs.ts';
import { useAddressState } from '../../ui/address/use-address-state.ts';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';
import type { LibraryDialog } from './library-dialogs.tsx';
import { LibraryDialogs } from './library-dialogs.tsx';
import { LibraryEmptyState } from './library-empty-state.tsx';
import { allTags, searchLibrary, withWords } from './library-search.ts';
import { SavedStrategyCard } from './saved-strategy-card.tsx';
import { TagFilter } from './tag-filter.tsx';

// In the address, so a filtered library can be bookmarked or shared: `#/library?q=rsi&tags=momentum,spx`.
const QUERY = textParam('q');
const TAGS = listParam('tags');

const strategies = (n: number) => `${n} ${n === 1 ? 'strategy' : 'strategies'}`;

/** The saved strategies: search, tag filter, and each one's actions. */
export function SavedStrategiesSection() {
  const library = useSavedStrategies();
  const duplicate = useDuplicateSavedStrategy();
  const [query, setQuery] = useAddressState(QUERY);
  const [tags, setTags] = useAddressState(TAGS);
  const [dialog, setDialog] = useState<LibraryDialog>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The plain words are computed once per list, not on every key typed.
  const listed = useMemo(() => (library.data ?? []).map(withWords), [library.data]);
  const tagsInUse = useMemo(() => allTags(library.data ?? []), [library.data]);
  // A tag no longer in use (its last strategy deleted or renamed) stops filtering.
  const activeTags = tags.filter((t) => tagsInUse.includes(t));
  const deferredQuery = useDeferredValue(query);
  const shown = searchLibrary(listed, deferredQuery, activeTags);

  const toggleTag = (tag: string) =>
    setTags((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));
  const onDuplicate = (entry: LibraryEntry) =>
    duplicate.mutate(entry.id, {
      onSuccess: (copy) => setMessage(`Duplicated as “${copy.name}”.`),
      onError: (error) => setMessage(`Not duplicated: ${error.message}`),
    });

  let body;
  if (library.isPending) body = <LoadingStatus>Reading the library…</LoadingStatus>;
  else if (library.isError)
    body = (
      <RetryAlert onRetry={() => void library.refetch()}>
        The library could not be read in this browser: {library.error.message}
      </RetryAlert>
    );
  else if (listed.length === 0) body = <LibraryEmptyState />;
  else
    body = (
      <>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            type="search"
            label="Search saved strategies"
            placeholder="Name, tag, note or rule, e.g. RSI"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            size="small"
            sx={{ minWidth: { md: 320 } }}
          />
          <TagFilter tags={tagsInUse} selected={activeTags} onToggle={toggleTag} />
        </Stack>
        <Typography role="status" variant="body2" color="text.secondary">
          {shown.length === listed.length
            ? strategies(listed.length)
            : `${shown.length} of ${strategies(listed.length)} shown`}
        </Typography>
        {shown.length === 0 ? (
          <Typography>No saved strategy matches; clear the search or the tag filter.</Typography>
        ) : (
          <Stack spacing={1.5}>
            {shown.map(({ entry }) => (
              <SavedStrategyCard
                key={entry.id}
                entry={entry}
                onRename={(e) => setDialog({ kind: 'rename', entry: e })}
                onDuplicate={onDuplicate}
                onDelete={(e) => setDialog({ kind: 'delete', entry: e })}
                busy={duplicate.isPending}
              />
            ))}
          </Stack>
        )}
      </>
    );

  return (
    <Stack component="section" aria-labelledby="saved-strategies-heading" spacing={2}>
      <Typography id="saved-strategies-heading" variant="h6" component="h2">
        Saved strategies
      </Typography>
      {body}
      <LibraryDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={setMessage} />
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Stack>
  );
}
