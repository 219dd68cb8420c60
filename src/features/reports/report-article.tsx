import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Report } from '../../contract/index.ts';
import { SafeHtml } from '../../ui/html/safe-html.tsx';
import { webAddress } from './web-address.ts';

/** Published HTML at reading size: images and tables that fit the column. */
const PROSE = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse', my: 1 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
  '& pre': { overflowX: 'auto' },
} as const;

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD day in the reader's words, e.g. "November 20, 2026". */
export function formatDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) ? day : DAY.format(t);
}

/** One report: its title, author and day, its HTML sanitised, and a link to where it was published. */
export function ReportArticle({ report }: { report: Report }) {
  const titleId = useId();
  const href = webAddress(report.url);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="h6" component="h2" id={titleId}>
        {report.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        By {report.author} · <time dateTime={report.publish_date}>{formatDay(report.publish_date)}</time>
      </Typography>
      {/* Sanitised with DOMPurify before it reaches the page (docs/semantics.md, "Bad input"). */}
      <SafeHtml html={report.post_content} sx={PROSE} />
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1.5 }}>
          Read “{report.title}” where it was published
        </Link>
      )}
    </Paper>
  );
}
