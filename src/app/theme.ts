import { createTheme } from '@mui/material/styles';

/** Light and dark from one definition; the user's choice is kept, the system's preference is the default. */
export const appTheme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: 'class' },
  shape: { borderRadius: 6 },
  typography: { fontSize: 14 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiSelect: { defaultProps: { size: 'small' } },
  },
});
