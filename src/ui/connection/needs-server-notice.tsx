import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

export interface NeedsServerNoticeProps {
  /** What the screen shows, as a plural: "Screens", "Reports". */
  what: string;
}

/** What a screen whose data only a server publishes says in the "In this browser" connection. */
export function NeedsServerNotice({ what }: NeedsServerNoticeProps) {
  return (
    <Alert severity="info">
      <AlertTitle>{what} need a server</AlertTitle>
      {what} are published by a server, and this connection runs the service in your browser, on the bundled samples,
      without them. To see them, connect a server in{' '}
      <Link component={RouterLink} to="/settings">
        Settings → Server
      </Link>
      : enter its address and your user name and password. Your strategies and the data you keep in this browser stay
      here.
    </Alert>
  );
}
