import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useSyncExternalStore } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ConnectionSwitch } from '../../client/connection-switch.tsx';
import { useConnectionSwitch } from '../../client/connection-switch.tsx';
import { describeServer } from '../../client/server-address.ts';
import type { SignInRequest, SignInState } from '../../client/sign-in-broker.ts';
import { FormCheckbox } from '../form/form-checkbox.tsx';
import { FormTextField } from '../form/form-text-field.tsx';
import type { AccountValues } from './account-schema.ts';
import { accountSchema } from './account-schema.ts';

function SignInForm({ connectionSwitch, request }: { connectionSwitch: ConnectionSwitch; request: SignInRequest }) {
  const { store, signIn } = connectionSwitch.services;
  const queryClient = useQueryClient();
  const form = useForm({
    defaultValues: { email: store.credentials()?.email ?? '', password: '', remember: store.remembered() },
    resolver: zodResolver(accountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const knownEmail = form.formState.defaultValues?.email !== '';
  const titleId = useId();
  const server = connectionSwitch.serverUrl ? describeServer(connectionSwitch.serverUrl) : 'the server';

  const submit = ({ email, password, remember }: AccountValues) => {
    const credentials = { email, password };
    store.save(credentials, remember);
    signIn.answer(credentials);
    // Signed in from the app bar after a cancel: nothing waits to be sent again, so what failed is read again.
    if (request.fromUser) void queryClient.invalidateQueries();
  };

  return (
    <Dialog open onClose={() => signIn.answer(null)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
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
              <FormTextField<AccountValues>
                name="email"
                label="E-mail"
                type="email"
                autoComplete="username"
                autoFocus={!knownEmail}
                fullWidth
              />
              <FormTextField<AccountValues>
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                autoFocus={knownEmail}
                fullWidth
              />
              <FormCheckbox<AccountValues> name="remember" label="Remember on this device" />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => signIn.answer(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Sign in
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
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
