import DeleteIcon from '@mui/icons-material/Delete';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, IconButton, Link as MuiLink, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { usePhone } from '@/app/widgets/phone/usePhone';
import { formatDateTime } from '@/shared/format';
import { ScoreChip } from './ScoreChip';
import { SessionCards } from './SessionCards';
import { text } from './texts';
import type { Paging } from './queries';
import { LIST_TYPE_ENUM, SURVEY_TYPE_ENUM, sessionPath, type SessionSummary } from './types';
import { TablePager } from '@/app/widgets/TablePager';

/** A page of sessions paged by the server: the page shown, the total, and how to move. */
export interface TablePaging extends Paging {
  total: number;
  onChange: (paging: Paging) => void;
}

interface SessionTableProps {
  sessions: SessionSummary[];
  label: string;
  /** The server's paging; without it the sessions given are all that shows. */
  paging?: TablePaging;
  /** Where a session opens (default: its details under the submissions). */
  pathOf?: (session: SessionSummary) => string;
  onDelete?: (session: SessionSummary) => void;
}

const PER_PAGE = [10, 25, 50];

/** Sessions newest first: when, which list, what kind, who, the coloured score; a row opens the session; cards on a phone. */
export function SessionTable({ sessions, label, paging, pathOf = sessionPath, onDelete }: SessionTableProps) {
  const translate = useTranslate();
  const phone = usePhone();
  if (!sessions.length) return <Typography color="text.secondary">{translate(text('table.empty'))}</Typography>;
  return (
    <Paper variant="outlined">
      {phone ? (
        <SessionCards sessions={sessions} label={label} pathOf={pathOf} onDelete={onDelete} />
      ) : (
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
              {sessions.map((s) => {
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
                      {/* The marker is named for assistive technology too: an icon is otherwise hidden from it. */}
                      {s.hasCriticalFailure && (
                        <Tooltip title={translate(text('table.critical'))}>
                          <ReportProblemIcon color="error" fontSize="small" sx={{ verticalAlign: 'middle', mr: 1 }} role="img" aria-hidden={false} aria-label={translate(text('table.critical'))} />
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
      )}
      {paging && paging.total > Math.min(...PER_PAGE) && (
        <TablePager
          count={paging.total}
          page={paging.page - 1}
          onPage={(p) => paging.onChange({ page: p + 1, perPage: paging.perPage })}
          size={paging.perPage}
          sizes={PER_PAGE}
          onSize={(perPage) => paging.onChange({ page: 1, perPage })}
        />
      )}
    </Paper>
  );
}
