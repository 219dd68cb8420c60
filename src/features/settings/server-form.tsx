import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ServerCheck } from '../../client/connection-check.ts';
import { checkServer } from '../../client/connection-check.ts';
import type { ConnectionSwitch } from '../../client/connection-switch.tsx';
import { checkBaseUrl } from '../../client/server-address.ts';
import { ConnectionCheckReport } from './connection-check-report.tsx';

interface Problems {
  baseUrl?: string;
  email?: string;
  password?: string;
}

/** Base URL, e-mail, password and "remember"; "Test connection" tries them, "Use this server" switches to them. */
export function ServerForm({ connectionSwitch }: { connectionSwitch: ConnectionSwitch }) {
  const { services, serverUrl, switchToServer } = connectionSwitch;
  const { store } = services;
  const [baseUrl, setBaseUrl] = useState(() => store.serverSettings().baseUrl);
  const [email, setEmail] = useState(() => store.credentials()?.email ?? '');
  const [password, setPassword] = useState(() => store.credentials()?.password ?? '');
  const [remember, setRemember] = useState(() => store.remembered());
  const [problems, setProblems] = useState<Problems>({});
  const [check, setCheck] = useState<ServerCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  /** The form's values when they can be used, else null with the problems shown. */
  const read = (needAccount: boolean) => {
    const address = checkBaseUrl(baseUrl);
    const next: Problems = {};
    if (!address.ok) next.baseUrl = address.message;
    if (needAccount && email.trim() === '') next.email = 'Enter the e-mail of your account';
    if (needAccount && password === '') next.password = 'Enter the password of your account';
    setProblems(next);
    return address.ok && Object.keys(next).length === 0 ? address.baseUrl : null;
  };

  const test = async () => {
    const url = read(false);
    setNotice(null);
    if (url === null) return;
    setChecking(true);
    setCheck(null);
    try {
      setCheck(
        await checkServer({ baseUrl: url, credentials: { email: email.trim(), password }, fetch: services.fetch }),
      );
    } finally {
      setChecking(false);
    }
  };

  const use = () => {
    const url = read(true);
    if (url === null) return;
    store.save({ email: email.trim(), password }, remember);
    services.signIn.reset();
    switchToServer(url);
    setNotice(
      serverUrl === url ? 'Saved: the server is used with this account.' : 'Switched: the app now uses this server.',
    );
  };

  const forget = () => {
    store.forget();
    setEmail('');
    setPassword('');
    setRemember(false);
    setNotice('The e-mail and password are forgotten on this device.');
  };

  return (
    <Stack
      component="form"
      aria-label="Server"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void test();
      }}
    >
      <TextField
        label="Base URL"
        value={baseUrl}
        onChange={(e) => setBaseUrl(e.target.value)}
        error={problems.baseUrl !== undefined}
        helperText={
          problems.baseUrl ?? 'e.g. https://backtest.example.com, or /api with the development proxy (README)'
        }
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'off' } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problems.email !== undefined}
          helperText={problems.email}
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problems.password !== undefined}
          helperText={problems.password}
          fullWidth
        />
      </Stack>
      <div>
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
          label="Remember on this device"
        />
        <FormHelperText sx={{ mt: 0 }}>
          Unticked, the e-mail and password stay in this tab only and are gone when it closes.
        </FormHelperText>
      </div>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" disabled={checking}>
          Test connection
        </Button>
        <Button variant="contained" onClick={use}>
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
  );
}
