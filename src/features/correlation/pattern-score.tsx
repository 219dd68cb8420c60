import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PatternCorrRequest } from '../../contract/index.ts';
import { formatFixed } from '../../ui/table/format.ts';
import { describeBands, similarityWord } from './similarity-words.ts';

export interface PatternScoreProps {
  score: number;
  request: PatternCorrRequest;
  /** Closes in the reference window, when the service sent them. */
  referenceCloses?: number;
}

const TITLE = 'Pattern similarity';

/** The score 0..100, big, with what it means in words and how it was worked out. */
export function PatternScore({ score, request, referenceCloses }: PatternScoreProps) {
  const shown = Math.round(score);
  const word = similarityWord(shown);
  const sentence = `${word[0].toUpperCase()}${word.slice(1)}`;
  return (
    <Paper variant="outlined" component="section" aria-label={TITLE} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
        {TITLE}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, my: 1 }}>
        <Typography
          component="p"
          aria-label={`Score ${shown} out of 100`}
          sx={{ fontSize: '3.5rem', lineHeight: 1, fontWeight: 700 }}
        >
          {shown}
          <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 400, color: 'text.secondary', ml: 0.5 }}>
            / 100
          </Box>
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
          {sentence}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {request.referenceSymbol} from {request.referenceStartDate} to {request.referenceEndDate} against{' '}
        {request.comparisonSymbol} from {request.comparisonStartDate} to {request.comparisonEndDate}: the Pearson
        correlation of the two closing-price paths
        {referenceCloses ? ` (the comparison resampled to the reference’s ${referenceCloses} closes)` : ''}, floored at
        0, times 100 (exactly {formatFixed(score)}).
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        Scale: {describeBands()}.
      </Typography>
    </Paper>
  );
}
