import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SharedStrategy } from './share-link.ts';
import { encodeShare, shareUrl } from './share-link.ts';

/**
 * "Copy link": the strategy compressed into the page's URL, put on the clipboard. Where the clipboard is not
 * available (an insecure origin, a refused permission) the link is shown to copy by hand.
 */
export function ShareButton({ getShared }: { getShared: () => SharedStrategy }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null>(null);

  const copy = async () => {
    const shared = getShared();
    const url = shareUrl(encodeShare(shared), window.location);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopied(
        shared.form === undefined
          ? 'Link copied: it opens this strategy in the builder'
          : 'Link copied: it opens this unfinished strategy as it is, with the fields still to complete marked',
      );
    } catch {
      setManual(url);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        Copy link
      </Button>
      <Snackbar open={copied !== null} autoHideDuration={3000} onClose={() => setCopied(null)} message={copied} />
      <Dialog open={manual !== null} onClose={() => setManual(null)} fullWidth maxWidth="sm">
        <DialogTitle>Share link</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The clipboard is not available here. Copy the link below; it holds the whole strategy.
          </DialogContentText>
          <TextField
            label="Link to this strategy"
            value={manual ?? ''}
            fullWidth
            multiline
            autoFocus
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setManual(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
