import type { Palette, Theme } from '@mui/material/styles';
import { useColorScheme, useTheme } from '@mui/material/styles';

type SchemedTheme = Theme & { colorSchemes?: Partial<Record<'light' | 'dark', { palette: Palette }>> };

/**
 * The palette of the colour scheme on screen, as plain colours. With CSS theme variables MUI keeps `theme.palette` at
 * the default (light) scheme and switches colours in CSS only; a canvas cannot read CSS variables, so charts take the
 * active scheme's palette from `theme.colorSchemes` and redraw when the scheme changes.
 */
export function useChartPalette(): Palette {
  const theme = useTheme() as SchemedTheme;
  const { colorScheme } = useColorScheme();
  return (colorScheme && theme.colorSchemes?.[colorScheme]?.palette) || theme.palette;
}
