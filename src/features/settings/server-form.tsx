import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormProvider, useForm } from 'react-hook-form';
import type { ServerCheck } from '../../client/connection-check.ts';
import { checkServer } from '../../client/connection-check.ts';
import type { ConnectionSwitch } from '../../client/connection-switch.tsx';
import { FormCheckbox } from '../../ui/form/form-checkbox.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { ConnectionCheckReport } from './connection-check-report.tsx';
import type { ServerFormRequest, ServerFormValues } from './server-form-schema.ts';
import { serverTestSchema, serverUseSchema } from './server-form-schema.ts';

const Text: typeof FormTextField<ServerFormValues> = FormTextField;
const testResolver = zodResolver(serverTestSchema);
const useResolver = zodResolver(serverUseSchema);

/** Base URL, e-mail, password and "remember"; "Test connection" tries them, "Use this server" switches to them. */
export function ServerForm({ connectionSwitch }: { connectionSwitch: ConnectionSwitch }) {
  const { services, serverUrl, switchToServer } = connectionSwitch;
  const { store } = services;
  // Test needs the address only, Use the account too: the button pressed picks the schema the form is checked by.
  const needAccount = useRef(false);
  const resolver: Resolver<ServerFormValues, unknown, ServerFormRequest> = (values, context, options) =>
    needAccount.current ? useResolver(values, context, options) : testResolver(values, context, options);
  const form = useForm<ServerFormValues, unknown, ServerFormRequest>({
    defaultValues: {
      baseUrl: store.serverSettings().baseUrl,
      email: store.credentials()?.email ?? '',
      password: store.credentials()?.password ?? '',
      remember: store.remembered(),
    },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [check, setCheck] = useState<ServerCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const test = async ({ baseUrl: url, email, password }: ServerFormRequest) => {
    setChecking(true);
    setCheck(null);
    try {
      setCheck(await checkServer({ baseUrl: url, credentials: { email, password }, fetch: services.fetch }));
    } finally {
      setChecking(false);
    }
  };

  const use = ({ baseUrl: url, email, password, remember }: ServerFormRequest) => {
    store.save({ email, password }, remember);
    services.signIn.reset();
    switchToServer(url);
    setNotice(
      serverUrl === url ? 'Saved: the server is used with this account.' : 'Switched: the app now uses this server.',
    );
  };

  const forget = () => {
    store.forget();
    form.setValue('email', '');
    form.setValue('password', '');
    form.setValue('remember', false);
    setNotice('The e-mail and password are forgotten on this device.');
  };

  /** Checks the form by the button's schema and, if it passes, does what the button says. */
  const submit = (account: boolean, then: (request: ServerFormRequest) => unknown) => {
    needAccount.current = account;
    setNotice(null);
    return form.handleSubmit(then);
  };

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        aria-label="Server"
        noValidate
        spacing={2}
        onSubmit={(event) => void submit(false, test)(event)}
      >
        <Text
          name="baseUrl"
          label="Base URL"
          helperText="e.g. https://backtest.example.com, or /api with the development proxy (README)"
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'off' } }}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Text name="email" label="E-mail" type="email" autoComplete="username" fullWidth />
          <Text name="password" label="Password" type="password" autoComplete="current-password" fullWidth />
        </Stack>
        <div>
          <FormCheckbox<ServerFormValues> name="remember" label="Remember on this device" />
          <FormHelperText sx={{ mt: 0 }}>
            Unticked, the e-mail and password stay in this tab only and are gone when it closes.
          </FormHelperText>
        </div>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="outlined" disabled={checking}>
            Test connection
          </Button>
          <Button variant="contained" onClick={() => void submit(true, use)()}>
            Use this server
          </Button>
          <Button color="inherit" onClick={forget}>
            Forget e-mail and password
          </Button>
        </Stack>
        {checking && <LinearProgress aria-label="Testing the connection" />}
        {check && <ConnectionCheckReport check={check} />}
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </Stack>
    </FormProvider>
  );
}
