import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useConnectionSwitch } from '../../client/connection-switch.tsx';
import { ConnectionInUse } from './connection-in-use.tsx';
import { ServerForm } from './server-form.tsx';

/** README.md, "Connecting the app to a server": "In this browser" (default) or a server; the choice is kept on this device. */
export function ConnectionSection() {
  const connectionSwitch = useConnectionSwitch();
  const [target, setTarget] = useState<'browser' | 'server'>(() =>
    connectionSwitch?.serverUrl ? 'server' : 'browser',
  );
  const labelId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Connection
      </Typography>
      <Stack spacing={2}>
        <ConnectionInUse />
        {connectionSwitch && (
          <>
            <FormControl>
              <FormLabel id={labelId}>Connect to</FormLabel>
              <RadioGroup
                row
                aria-labelledby={labelId}
                value={target}
                onChange={(_, value) => setTarget(value as 'browser' | 'server')}
              >
                <FormControlLabel value="browser" control={<Radio />} label="In this browser" />
                <FormControlLabel value="server" control={<Radio />} label="A server" />
              </RadioGroup>
            </FormControl>
            {target === 'server' ? (
              <ServerForm connectionSwitch={connectionSwitch} />
            ) : connectionSwitch.serverUrl ? (
              <div>
                <Button variant="contained" onClick={connectionSwitch.switchToBrowser}>
                  Use this browser
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
