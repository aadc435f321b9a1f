import DeleteIcon from '@mui/icons-material/Delete';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, IconButton, Link as MuiLink, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { ScoreChip } from './ScoreChip';
import { text } from './texts';
import { LIST_TYPE_ENUM, SURVEY_TYPE_ENUM, sessionPath, type SessionSummary } from './types';

interface SessionTableProps {
  sessions: SessionSummary[];
  label: string;
  /** Rows per page; without it every session shows. */
  pageSize?: number;
  /** Where a session opens (default: its details under the submissions). */
  pathOf?: (session: SessionSummary) => string;
  onDelete?: (session: SessionSummary) => void;
}

/** Sessions newest first: when, which list, what kind, who, the coloured score; a row opens the session. */
export function SessionTable({ sessions, label, pageSize, pathOf = sessionPath, onDelete }: SessionTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(pageSize ?? 25);
  const shown = pageSize ? sessions.slice(page * perPage, page * perPage + perPage) : sessions;
  if (!sessions.length) return <Typography color="text.secondary">{translate(text('table.empty'))}</Typography>;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('table.date'))}</TableCell>
              <TableCell>{translate(text('table.list'))}</TableCell>
              <TableCell>{translate(text('table.surveyType'))}</TableCell>
              <TableCell>{translate(text('table.by'))}</TableCell>
              <TableCell align="right">{translate(text('table.score'))}</TableCell>
              {onDelete && <TableCell align="right">{translate(text('table.actions'))}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((s) => {
              const list = translate(enumLabelKey(LIST_TYPE_ENUM, s.listType));
              const date = formatDateTime(s.completedOn);
              return (
                <TableRow key={s.id} hover>
                  <TableCell>
                    <MuiLink component={Link} to={pathOf(s)} aria-label={translate(text('table.open'), { list, date })}>
                      {date}
                    </MuiLink>
                  </TableCell>
                  <TableCell>
                    {list}
                    {!s.listId && <Chip size="small" variant="outlined" label={translate(text('table.earlier'))} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{translate(enumLabelKey(SURVEY_TYPE_ENUM, s.surveyType))}</TableCell>
                  <TableCell>{s.userName ?? ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {s.hasCriticalFailure && (
                      <Tooltip title={translate(text('table.critical'))}>
                        <ReportProblemIcon color="error" fontSize="small" sx={{ verticalAlign: 'middle', mr: 1 }} aria-label={translate(text('table.critical'))} />
                      </Tooltip>
                    )}
                    <ScoreChip listType={s.listType} score={s.score} />
                  </TableCell>
                  {onDelete && (
                    <TableCell align="right">
                      <IconButton size="small" aria-label={translate(text('table.delete'), { date })} onClick={() => onDelete(s)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {pageSize && sessions.length > pageSize && (
        <TablePagination
          component="div"
          count={sessions.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        />
      )}
    </Paper>
  );
}
