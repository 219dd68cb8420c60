import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NAVIGATION } from './routes.tsx';

const Keys = ({ keys }: { keys: readonly string[] }) => (
  <>
    {keys.map((k, i) => (
      <span key={k}>
        {i > 0 && ' then '}
        <kbd>{k}</kbd>
      </span>
    ))}
  </>
);

/** What the builder's own keys do (src/features/strategy/use-builder-shortcuts.ts); Cmd for Ctrl on a Mac. */
const BUILDER: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['Ctrl+Enter'], does: 'Run the strategy (builder)' },
  { keys: ['Ctrl+Z'], does: 'Undo (builder)' },
  { keys: ['Ctrl+Shift+Z'], does: 'Redo (builder; Ctrl+Y too)' },
];

/** Every keyboard shortcut of the app: one per screen (`g` then its key), the builder's, and this list (`?`). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rows = [
    ...NAVIGATION.flatMap((group) =>
      group.screens.map((s) => ({
        keys: ['g', s.key],
        does: `Open ${s.label}${group.screens.length > 1 ? ` (${group.label})` : ''}`,
      })),
    ),
    ...BUILDER,
    { keys: ['?'], does: 'Show these shortcuts' },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" scroll="paper">
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableHead>
            <TableRow>
              <TableCell>Keys</TableCell>
              <TableCell>Does</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.keys.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={r.keys} />
                </TableCell>
                <TableCell>{r.does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
