import { createTheme } from '@mui/material/styles';

/** Light and dark from one definition; the user's choice is kept, the system's preference is the default. */
export const appTheme = createTheme({
  colorSchemes: {
    // Darker than MUI's defaults where their text fell under AA's 4.5:1: the warning orange (#ed6c02) is 3.1:1 on
    // white (this amber 5.2:1), and the blue (#1976d2) on its own hover and selected tints 4.1 to 4.4:1.
    light: { palette: { primary: { main: '#1565c0' }, warning: { main: '#a15c07' } } },
    dark: true,
  },
  cssVariables: { colorSchemeSelector: 'class' },
  shape: { borderRadius: 6 },
  typography: { fontSize: 14 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // MUI's own focus cues (a ripple, a faint tint) are easy to miss. One ring for every control, in the text colour
        // (near black in light, white in dark) just outside the control, so it shows on the page and on the blue app
        // bar alike. Text fields keep their own: the focused outline already thickens in the primary colour.
        // The selectors outrank MUI's own `outline: 0` on its button base (one class).
        [`a:focus-visible, button:focus-visible, summary:focus-visible, [role][tabindex]:focus-visible,
          [tabindex]:not(.MuiInputBase-input):focus-visible, .MuiButtonBase-root.Mui-focusVisible`]: {
          outline: '3px solid var(--mui-palette-text-primary)',
          outlineOffset: '2px',
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAlert: {
      styleOverrides: {
        // A link in the primary blue on an alert's tinted background falls under 4.5:1; the alert's own text colour,
        // underlined, stays readable in every severity and theme.
        root: { '& .MuiLink-root': { color: 'inherit', fontWeight: 500 } },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        // The selected toggle's blue text sits on a blue tint in the light theme: the darker blue keeps it above 4.5:1.
        root: ({ theme }) =>
          theme.applyStyles('light', {
            '&.Mui-selected.MuiToggleButton-primary': { color: theme.vars.palette.primary.dark },
          }),
      },
    },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiSelect: { defaultProps: { size: 'small' } },
  },
});
