import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useConnectionSwitch } from '../../client/connection-switch.tsx';
import { useSignInState } from './sign-in-dialog.tsx';

/** In the app bar after a cancelled sign-in on a server: requests fail with 401 until the user signs in here. */
export function SignInButton() {
  const connectionSwitch = useConnectionSwitch();
  const { declined } = useSignInState();
  if (!connectionSwitch?.serverUrl || !declined) return null;
  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={<LoginIcon />}
      onClick={connectionSwitch.services.signIn.open}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Sign in
    </Button>
  );
}
