import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSaveStrategy } from '../../client/strategy-library-queries.ts';
import type { StrategyTemplate } from '../../domain/strategy-templates.ts';
import { STRATEGY_TEMPLATES } from '../../domain/strategy-templates.ts';
import { TemplateCard } from './template-card.tsx';

/** The starter templates; each runs on the bundled sample data as it is. */
export function TemplatesSection() {
  const save = useSaveStrategy();
  const [message, setMessage] = useState<string | null>(null);
  const saveCopy = (template: StrategyTemplate) =>
    save.mutate(
      { name: template.name, tags: template.tags, note: template.description, request: template.request },
      {
        onSuccess: (saved) => setMessage(`Saved “${saved.name}” to your strategies above.`),
        onError: (error) => setMessage(`Not saved: ${error.message}`),
      },
    );

  return (
    <Stack component="section" aria-labelledby="templates-heading" spacing={2}>
      <div>
        <Typography id="templates-heading" variant="h6" component="h2">
          Templates
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Well-known strategies to start from. Each runs on the bundled sample data; open one in the builder to change
          it, or save a copy to keep it here.
        </Typography>
      </div>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {STRATEGY_TEMPLATES.map((template) => (
          <TemplateCard key={template.id} template={template} onSaveCopy={saveCopy} busy={save.isPending} />
        ))}
      </Box>
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Stack>
  );
}
