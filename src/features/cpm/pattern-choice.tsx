import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useCpmPatterns } from '../../client/analytics-queries.ts';
import type { TemplateSource } from './cpm-form-values.ts';
import { patternLabel } from './pattern-names.ts';
import { PatternThumbnail } from './pattern-thumbnail.tsx';

export interface PatternChoiceProps {
  source: TemplateSource;
  pattern: string;
  onChange: (choice: { source: TemplateSource; pattern?: string }) => void;
  error?: string;
}

const CUSTOM = '__custom';

/** A price line with a window marked on it: the Customize option's picture. */
const CUSTOM_SHAPE = [0.3, 0.5, 0.35, 0.6, 0.45, 0.8, 0.55, 0.7, 0.9, 0.65];

interface TileProps {
  value: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  name: string;
  children: ReactNode;
}

/** One option: its radio, its picture and its name (the radio's accessible name). */
function Tile({ value, label, checked, onSelect, name, children }: TileProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.25,
        p: 0.75,
        pt: 0.25,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: checked ? 'action.selected' : 'transparent',
        color: checked ? 'primary.main' : 'text.secondary',
        cursor: 'pointer',
        textAlign: 'center',
        minWidth: 0,
        '&:hover': { borderColor: 'primary.main' },
        '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', alignSelf: 'stretch' }}>
        <Radio size="small" name={name} value={value} checked={checked} onChange={onSelect} sx={{ p: 0.5 }} />
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', pr: 1 }}>{children}</Box>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.primary', lineHeight: 1.25 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** The template: one of the service's predefined patterns (drawn from their keypoints) or Customize. */
export function PatternChoice({ source, pattern, onChange, error }: PatternChoiceProps) {
  const patterns = useCpmPatterns();
  const legendId = useId();
  const name = useId();
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography id={legendId} component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        Template
      </Typography>
      {patterns.isError && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void patterns.refetch()}>
              Try again
            </Button>
          }
        >
          The predefined patterns could not be loaded ({patterns.error.message}). Customize still works.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(118px, 1fr))' },
        }}
      >
        {patterns.isPending &&
          Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={74} aria-hidden="true" data-testid="pattern-skeleton" />
          ))}
        {patterns.data?.patterns.map((p) => (
          <Tile
            key={p}
            name={name}
            value={p}
            label={patternLabel(p)}
            checked={source === 'pattern' && pattern === p}
            onSelect={() => onChange({ source: 'pattern', pattern: p })}
          >
            {patterns.data.shapes?.[p] ? <PatternThumbnail points={patterns.data.shapes[p]} /> : null}
          </Tile>
        ))}
        <Tile
          name={name}
          value={CUSTOM}
          label="Customize"
          checked={source === 'custom'}
          onSelect={() => onChange({ source: 'custom' })}
        >
          <Box sx={{ position: 'relative', width: 72, height: 36 }}>
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: 30,
                width: 22,
                top: 0,
                bottom: 0,
                bgcolor: 'warning.light',
                opacity: 0.5,
              }}
            />
            <Box sx={{ position: 'absolute', inset: 0 }}>
              <PatternThumbnail points={CUSTOM_SHAPE} />
            </Box>
          </Box>
        </Tile>
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
