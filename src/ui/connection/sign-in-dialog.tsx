import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
import type { ConnectionSwitch } from '../../client/connection-switch.tsx';
import { useConnectionSwitch } from '../../client/connection-switch.tsx';
import { describeServer } from '../../client/server-address.ts';
import type { SignInRequest, SignInState } from '../../client/sign-in-broker.ts';

function SignInForm({ connectionSwitch, request }: { connectionSwitch: ConnectionSwitch; request: SignInRequest }) {
  const { store, signIn } = connectionSwitch.services;
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(() => store.credentials()?.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => store.remembered());
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const server = connectionSwitch.serverUrl ? describeServer(connectionSwitch.serverUrl) : 'the server';

  const submit = () => {
    if (email.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    const credentials = { email: email.trim(), password };
    store.save(credentials, remember);
    signIn.answer(credentials);
    // Signed in from the app bar after a cancel: nothing waits to be sent again, so what failed is read again.
    if (request.fromUser) void queryClient.invalidateQueries();
  };

  return (
    <Dialog open onClose={() => signIn.answer(null)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>Sign in to the server</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {request.fromUser
                ? `Sign in to ${server} with your account. Your work on this page is kept.`
                : `${server.charAt(0).toUpperCase()}${server.slice(1)} asks for your account. Your work on this page is kept; what needed the sign-in is sent again.`}
            </DialogContentText>
            {request.refused && (
              <Alert severity="error">The server did not accept that e-mail and password (401).</Alert>
            )}
            <TextField
              label="E-mail"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={missing && email.trim() === ''}
              helperText={missing && email.trim() === '' ? 'Enter the e-mail of your account' : undefined}
              autoFocus={email === ''}
              fullWidth
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={missing && password === ''}
              helperText={missing && password === '' ? 'Enter the password of your account' : undefined}
              autoFocus={email !== ''}
              fullWidth
            />
            <FormControlLabel
              control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
              label="Remember on this device"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => signIn.answer(null)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Sign in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const never = () => () => {};
const CLOSED: SignInState = { request: null, declined: false };
const closed = () => CLOSED;

/** The sign-in state of the app's server connection (closed where there is no switch, e.g. screen tests). */
export function useSignInState(): SignInState {
  const broker = useConnectionSwitch()?.services.signIn;
  return useSyncExternalStore(broker?.subscribe ?? never, broker?.current ?? closed);
}

/**
 * Opens when a request meets a 401 (the transport waits on it) and closes with the account, which the request is
 * sent again with, or with Cancel, which lets the 401 through. It sits above the screens, which stay mounted.
 */
export function SignInDialog() {
  const connectionSwitch = useConnectionSwitch();
  const { request } = useSignInState();
  if (!connectionSwitch || !request) return null;
  return <SignInForm connectionSwitch={connectionSwitch} request={request} />;
}
