import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import type { SignalOption } from './signal-kind.ts';
import { filterSignalOptions } from './signal-kind.ts';
import type { ListboxControl, VirtualRow } from './virtual-listbox.tsx';
import { ListboxLinkContext, VirtualListbox } from './virtual-listbox.tsx';

export interface SignalAutocompleteProps {
  value: string;
  onChange: (name: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  options: readonly SignalOption[];
  label?: string;
  error?: string;
  helperText?: ReactNode;
}

const optionLabel = (option: SignalOption | string) => (typeof option === 'string' ? option : option.name);

/**
 * Free text with suggestions from Symbol columns, the technical map and the catalogue: any typed name is kept (a
 * variant such as `RSI(7)`, or an Entry/Exit column name in CSV mode), the list only helps.
 */
export function SignalAutocomplete({
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  label = 'Signal',
  error,
  helperText,
}: SignalAutocompleteProps) {
  const filtered = useRef<SignalOption[]>([]);
  const control = useRef<ListboxControl | null>(null);
  const [highlighted, setHighlighted] = useState(-1);
  const link = useMemo(() => ({ control, highlighted }), [highlighted]);

  return (
    <ListboxLinkContext.Provider value={link}>
      <Autocomplete<SignalOption, false, false, true>
        freeSolo
        options={options as SignalOption[]}
        value={value}
        inputValue={value}
        onInputChange={(_event, text) => onChange(text)}
        onChange={(_event, option) => onChange(option === null ? '' : optionLabel(option))}
        onBlur={onBlur}
        getOptionLabel={optionLabel}
        getOptionKey={(option) => (typeof option === 'string' ? option : `${option.type}:${option.name}`)}
        isOptionEqualToValue={(option, current) => option.name === optionLabel(current)}
        filterOptions={(all, state) => {
          filtered.current = filterSignalOptions(all, state.inputValue);
          return filtered.current;
        }}
        onHighlightChange={(_event, option) => {
          const index = option ? filtered.current.indexOf(option) : -1;
          setHighlighted(index);
          if (index >= 0) control.current?.scrollToIndex(index);
        }}
        // Row data, not elements: VirtualListbox draws the few rows in view (see VirtualRow).
        renderOption={(props, option) =>
          ({
            props,
            primary: option.name,
            secondary: `${option.type} · ${option.detail}`,
          }) satisfies VirtualRow as unknown as ReactNode
        }
        slots={{ listbox: VirtualListbox }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            inputRef={inputRef}
            error={error !== undefined}
            helperText={error ?? helperText}
          />
        )}
      />
    </ListboxLinkContext.Provider>
  );
}
