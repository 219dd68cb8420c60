import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import ErrorIcon from '@mui/icons-material/Error';
import { useEffect, useRef } from 'react';
import type { CsvExcerpt } from './csv-excerpt.ts';

const PROBLEM_LINE = 'The problem is on this line';
const PROBLEM_CELL = 'The problem is in this cell';
const PROBLEM_ROW = { bgcolor: (theme: Theme) => theme.alpha((theme.vars ?? theme).palette.error.main, 0.12) };

function Marked({ children, title }: { children: string; title: string }) {
  const mark = useRef<HTMLElement>(null);
  // On a narrow screen the problem column may be scrolled out of the excerpt: bring it into view.
  // (A block body: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.)
  useEffect(() => {
    mark.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <Box
      ref={mark}
      component="mark"
      title={title}
      sx={{ bgcolor: 'error.main', color: 'error.contrastText', px: 0.5, borderRadius: 0.5, fontWeight: 700 }}
    >
      {children || '(empty)'}
    </Box>
  );
}

/** The header and the lines around a CSV problem, with the line and the cell marked (not by colour alone). */
export function CsvExcerptTable({ excerpt }: { excerpt: CsvExcerpt }) {
  const { header, headerProblem, lines, column } = excerpt;
  const lineCell = (line: number | string, problem: boolean) => (
    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: problem ? 700 : 400 }}>
      {problem && <ErrorIcon titleAccess={PROBLEM_LINE} color="error" sx={{ fontSize: 16, mr: 0.5, mb: '-3px' }} />}
      {line}
    </TableCell>
  );
  return (
    <TableContainer sx={{ mt: 1, maxWidth: '100%', bgcolor: 'background.paper', borderRadius: 1 }}>
      <Table size="small" aria-label="Where the problem is in the file">
        <TableHead>
          <TableRow sx={headerProblem ? PROBLEM_ROW : undefined}>
            {lineCell(headerProblem ? '1 (header)' : 'Line', headerProblem)}
            {header.map((name, i) => (
              <TableCell key={i} sx={{ fontFamily: 'monospace' }}>
                {i === column && headerProblem ? <Marked title={PROBLEM_CELL}>{name}</Marked> : name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ line, cells, problem }) => (
            <TableRow key={line} sx={problem ? PROBLEM_ROW : undefined}>
              {lineCell(line, problem)}
              {cells.map((text, i) => (
                <TableCell key={i} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {problem && i === column ? <Marked title={PROBLEM_CELL}>{text}</Marked> : text}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
