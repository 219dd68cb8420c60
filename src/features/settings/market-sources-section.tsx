import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { useConnection } from '../../client/connection.tsx';
import { useSaveSourceSettings, useSources } from '../../client/market-data-queries.ts';
import type { SourceInfo, SourceSettings } from '../../contract/index.ts';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import type { SourceSettingsValues } from './source-settings-schema.ts';
import { SOURCE_SETTINGS_DEFAULTS, sourceSettingsSchema } from './source-settings-schema.ts';

/** One source's key and mirror in this browser; a saved key is never shown back, only said to be there. */
function SourceSettingsForm({ source }: { source: SourceInfo }) {
  const save = useSaveSourceSettings();
  const form = useForm<SourceSettingsValues, unknown, SourceSettings>({
    defaultValues: SOURCE_SETTINGS_DEFAULTS,
    resolver: zodResolver(sourceSettingsSchema),
  });
  const send = (settings: SourceSettings) =>
    save.mutate({ name: source.name, settings }, { onSuccess: () => form.reset(SOURCE_SETTINGS_DEFAULTS) });
  const keySaved = source.needs_key && source.ready;
  return (
    <Box
      component="form"
      noValidate
      aria-label={`${source.name} settings`}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      <FormProvider {...form}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {source.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {source.browser_direct ? 'Answers this browser directly.' : 'Needs a mirror that answers browsers.'} Requests
          go to{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {source.base_url}
          </Box>
        </Typography>
        <Stack spacing={1.5}>
          {source.needs_key &&
            (keySaved ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">A key is saved in this browser.</Typography>
                <Button size="small" onClick={() => send({ api_key: null })} disabled={save.isPending}>
                  Clear the {source.name} key
                </Button>
              </Stack>
            ) : (
              <FormTextField<SourceSettingsValues>
                name="api_key"
                label={`${source.name} API key`}
                type="password"
                autoComplete="off"
                helperText="Kept in this browser only: never sent to a server, shown again, or put in a link or export"
              />
            ))}
          <FormTextField<SourceSettingsValues>
            name="base_url"
            label={`${source.name} mirror address`}
            placeholder="http://127.0.0.1:8080"
            helperText="A self-hosted mirror or proxy: requests keep their path and query and go to this address instead"
            slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save {source.name} settings
            </Button>
            <Button onClick={() => send({ base_url: null })} disabled={save.isPending}>
              Use {source.name}&rsquo;s own address
            </Button>
          </Stack>
          {save.isError && <Alert severity="error">It could not be saved: {save.error.message}</Alert>}
          {save.isSuccess && (
            <Alert severity="success" role="status">
              Saved. {source.name} is {source.ready ? 'ready' : 'not ready yet: it needs a key'}.
            </Alert>
          )}
        </Stack>
      </FormProvider>
    </Box>
  );
}

function BrowserSources() {
  const sources = useSources();
  if (sources.isPending)
    return (
      <Box role="status" aria-label="Loading the sources" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={28} />
      </Box>
    );
  if (sources.isError) return <Alert severity="error">The sources could not be loaded: {sources.error.message}</Alert>;
  if (sources.data.sources.length === 0) return <Typography>This browser fetches from no source.</Typography>;
  return (
    <Stack spacing={2}>
      {sources.data.sources.map((s) => (
        <SourceSettingsForm key={s.name} source={s} />
      ))}
    </Stack>
  );
}

/** The market-data sources' keys and mirrors: set here for the in-browser connection, on the server otherwise. */
export function MarketSourcesSection() {
  const { kind, label } = useConnection();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="market-sources-heading">
      <Typography variant="h6" component="h2" id="market-sources-heading" gutterBottom>
        Market data sources
      </Typography>
      {kind === 'browser' ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The sources this browser fetches from on its own. A key stays in this browser; a mirror address sends a
            source&rsquo;s requests to a host of your own (the only way to reach one that does not answer browsers).
          </Typography>
          <BrowserSources />
        </>
      ) : (
        <Alert severity="info">
          You are connected to {label}: its sources&rsquo; keys and mirror addresses are set on the server, with{' '}
          <code>--source NAME=URL</code> for a mirror and environment variables for keys (see the server&rsquo;s
          documentation, docs/sources.md). The Data screen lists which sources it has ready.
        </Alert>
      )}
    </Paper>
  );
}
