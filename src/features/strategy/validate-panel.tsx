import { Fragment, memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { EncodedBlock, ValidateResponse } from '../../contract/index.ts';
import { RULE_TYPE_LABEL } from './rule-block-editor.tsx';
import { ServiceEncoding } from './service-encoding.tsx';

/** A problem listed in the panel: where (in words) and what. */
export interface PanelIssue {
  where: string;
  message: string;
}

export interface ValidatePanelProps {
  /** The service's answer for the current strategy (undefined before the first one). */
  data: ValidateResponse | undefined;
  /** The service refused the strategy (or could not be reached). */
  refused: boolean;
  /** The refusal as a sentence, when it names no field. */
  errorMessage: string | null;
  /** The fields the refusal names (those on screen are also marked at the input). */
  errorDetails: PanelIssue[];
  /** Problems the builder found itself; the service is not asked until they are fixed. */
  localIssues: PanelIssue[];
  checking: boolean;
}

const mono = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

/** A code may wrap after each `;` part (SI:…;IDS:…;SC:…) rather than inside a token. */
function Code({ code }: { code: string }) {
  const parts = code.split(';');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              ;<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

function BlockPreview({ title, block }: { title: string; block: EncodedBlock }) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle2" component="h3">
        {title}: {RULE_TYPE_LABEL[block.rule_type]}
      </Typography>
      <Box component="ul" aria-label={`${title} signal codes`} sx={{ m: 0, pl: 2.5 }}>
        {block.signals.map((s, i) => (
          <Box component="li" key={i} sx={mono}>
            <Code code={s.code} />
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        cond entries (newCondition / conditionPeriod / ma_type)
      </Typography>
      <Box component="ul" aria-label={`${title} cond entries`} sx={{ m: 0, pl: 2.5 }}>
        {block.cond.map((c, i) => (
          <Box component="li" key={i} sx={mono}>
            {`${c.newCondition}/${c.conditionPeriod}/${c.ma_type}`}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

function IssueList({ issues }: { issues: PanelIssue[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {issues.map((issue, i) => (
        <li key={i}>
          {issue.where ? <strong>{issue.where}: </strong> : null}
          {issue.message}
        </li>
      ))}
    </Box>
  );
}

/** What POST /backtest/validate says about the strategy as it is being built (redrawn only when that changes). */
export const ValidatePanel = memo(function ValidatePanel({
  data,
  refused,
  errorMessage,
  errorDetails,
  localIssues,
  checking,
}: ValidatePanelProps) {
  const titleId = useId();
  const blocked = localIssues.length > 0 || refused;
  const status = checking ? 'Checking…' : blocked ? 'Needs changes' : data ? 'Valid' : 'Waiting';
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={checking}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id={titleId}>
          What the service will run
        </Typography>
        <Chip
          size="small"
          label={status}
          color={blocked ? 'error' : data && !checking ? 'success' : 'default'}
          variant="outlined"
        />
      </Stack>
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        {localIssues.length > 0 && (
          <Alert severity="warning">
            Fix these before the service can check the strategy:
            <IssueList issues={localIssues} />
          </Alert>
        )}
        {localIssues.length === 0 && refused && (
          <Alert severity="error">
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              The service refused this strategy
            </Typography>
            {errorMessage && <Typography variant="body2">{errorMessage}</Typography>}
            {errorDetails.length > 0 && <IssueList issues={errorDetails} />}
          </Alert>
        )}
        {!blocked && data && (
          <ServiceEncoding>
            <Stack spacing={1.5} sx={{ opacity: checking ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <BlockPreview title="Entry" block={data.entry} />
              <BlockPreview title="Exit" block={data.exit} />
              <Stack spacing={0.5}>
                <Typography variant="subtitle2" component="h3">
                  Defaults applied
                </Typography>
                <Box component="ul" aria-label="Defaults applied" sx={{ m: 0, pl: 2.5 }}>
                  {Object.entries(data.defaults_applied).map(([key, value]) => (
                    <Box component="li" key={key} sx={mono}>
                      {key}: {JSON.stringify(value)}
                    </Box>
                  ))}
                </Box>
              </Stack>
            </Stack>
          </ServiceEncoding>
        )}
        {!blocked && data && (
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="h3">
              Warnings
            </Typography>
            {data.warnings.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None
              </Typography>
            ) : (
              <Alert severity="warning" icon={false}>
                <Box component="ul" aria-label="Warnings" sx={{ m: 0, pl: 2 }}>
                  {data.warnings.map((w, i) => (
                    <li key={i}>{w}</li>
                  ))}
                </Box>
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
});
