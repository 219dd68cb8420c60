import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface TaskSearchFieldProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/**
 * Search by name or symbol: what is typed shows at once, the list follows once typing pauses (one request per pause,
 * not per key). A search changed elsewhere (cleared, back button) replaces what is typed.
 */
export function TaskSearchField({ value, onSearch }: TaskSearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label="Search name or symbol"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
    />
  );
}
