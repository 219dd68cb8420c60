import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { paramsJson, summariseParams } from './params-summary.ts';

/** What the task was asked to run, in words, with the exact JSON one click away. */
export function ParamsSummaryPanel({ params }: { params: Record<string, unknown> }) {
  const [showJson, setShowJson] = useState(false);
  const jsonId = useId();
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {summariseParams(params).map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        sx={{ mt: 1 }}
        aria-expanded={showJson}
        aria-controls={jsonId}
        onClick={() => setShowJson((v) => !v)}
      >
        {showJson ? 'Hide the submitted JSON' : 'Show the submitted JSON'}
      </Button>
      {showJson && (
        <Box
          id={jsonId}
          component="pre"
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'auto',
            fontSize: 12,
            maxHeight: 400,
          }}
        >
          {paramsJson(params)}
        </Box>
      )}
    </Box>
  );
}
