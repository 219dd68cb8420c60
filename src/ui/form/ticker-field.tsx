import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TickerOptions } from './library-tickers.ts';
import { dataSpan, libraryHelp } from './library-tickers.ts';

/** A single ticker as typed: upper case, no spaces. */
export function cleanTicker(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export interface TickerInputProps extends AutocompleteRenderInputParams {
  label: string;
  /** Shown instead of the helper text, and turns the field red. */
  error?: string | null;
  helperText?: ReactNode;
  name?: string;
  placeholder?: string;
}

/** The text box of a ticker Autocomplete: capitals on touch keyboards, no spell check. */
export function TickerInput({ error, helperText, ...params }: TickerInputProps) {
  return (
    <TextField
      {...params}
      error={Boolean(error)}
      helperText={error || helperText}
      slotProps={{
        ...params.slotProps,
        htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'characters', spellCheck: false },
      }}
    />
  );
}

export interface TickerFieldProps {
  label: string;
  value: string;
  onChange: (ticker: string) => void;
  /**
   * The price datasets of the data library (useLibraryTickers): offered with their spans, and named under the field
   * unless `helperText` says something else.
   */
  library?: TickerOptions;
  /** The symbols offered besides the library's; any other may be typed. */
  options?: readonly string[];
  /** The second line of an option, the span of its prices by default; nothing for none. */
  describe?: (symbol: string) => ReactNode;
  /** How an option shows: the symbol above its description, or both on one line. */
  optionLayout?: 'stacked' | 'inline';
  /** How typed text becomes the value; by default upper case without spaces. */
  normalise?: (text: string) => string;
  error?: string | null;
  helperText?: ReactNode;
  name?: string;
  loading?: boolean;
  sx?: SxProps<Theme>;
}

function librarySpan(library: TickerOptions | undefined) {
  return (symbol: string) => {
    const info = library?.info(symbol);
    return info && dataSpan(info);
  };
}

/** The one ticker field of the app: pick one of the library's (or the options) or type any, normalised as typed. */
export function TickerField({
  label,
  value,
  onChange,
  library,
  options = library?.symbols ?? [],
  describe = librarySpan(library),
  optionLayout = 'stacked',
  normalise = cleanTicker,
  error,
  helperText,
  name,
  loading,
  sx,
}: TickerFieldProps) {
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={options}
      inputValue={value}
      onInputChange={(_, text) => onChange(normalise(text))}
      // Typed text is the value; choosing an option fills it in too.
      value={value || null}
      onChange={(_, next) => onChange(normalise(next ?? ''))}
      loading={loading ?? library?.loading}
      renderOption={({ key, ...props }, symbol) => {
        const description = describe?.(symbol);
        return optionLayout === 'inline' ? (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            <strong>{symbol}</strong>
            {description && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                {description}
              </Box>
            )}
          </Box>
        ) : (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {symbol}
            </Typography>
            {description && (
              <Typography variant="caption" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TickerInput
          {...params}
          name={name}
          label={label}
          error={error}
          helperText={helperText ?? (library && libraryHelp(library, value))}
        />
      )}
      sx={sx}
    />
  );
}
