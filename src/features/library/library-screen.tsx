import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SavedStrategiesSection } from './saved-strategies-section.tsx';
import { TemplatesSection } from './templates-section.tsx';

/** The strategy library: the strategies saved in this browser, and templates to start from. */
export default function LibraryScreen() {
  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h5" component="h1">
          Strategy library
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Strategies saved from the builder, kept in this browser, and templates to start from.
        </Typography>
      </div>
      <SavedStrategiesSection />
      <TemplatesSection />
    </Stack>
  );
}
