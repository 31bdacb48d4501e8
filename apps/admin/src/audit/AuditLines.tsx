import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatMadridDateTime } from '@taller/domain';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { AuditLine } from './types';

/** The record: its kind and number, linked to its screen when it has one, and what it was. */
const RecordCell = ({ line }: { line: AuditLine }) => {
  const name = [line.record.kindLabel, line.record.id ? `#${line.record.id}` : ''].filter(Boolean).join(' ');
  return (
    <>
      {line.record.link ? (
        <Link component={RouterLink} to={line.record.link}>
          {name}
        </Link>
      ) : (
        name
      )}
      {line.record.title ? (
        <Typography variant="body2" color="text.secondary" component="div">
          {line.record.title}
        </Typography>
      ) : null}
    </>
  );
};

/** Before → after for a correction; the values set for a registration. */
const Changes = ({ line }: { line: AuditLine }) => {
  const translate = useTranslate();
  if (line.changes.length === 0) return null;
  const empty = translate('audit.empty_value');
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {line.changes.map((change) => (
        <Typography component="li" variant="body2" key={change.field} data-field={change.field}>
          <strong>{change.label}:</strong>{' '}
          {line.registration ? (change.toText ?? empty) : `${change.fromText ?? empty} → ${change.toText ?? empty}`}
        </Typography>
      ))}
    </Box>
  );
};

/** The page's lines, newest first, as a table that scrolls sideways on a narrow screen. */
export const AuditLines = ({ lines, caption }: { lines: AuditLine[]; caption: string }) => {
  const translate = useTranslate();
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {(['when', 'who', 'source', 'record', 'what', 'changes'] as const).map((column) => (
              <TableCell key={column} component="th" scope="col">
                {translate(`audit.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.position} data-position={line.position} data-type={line.type} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={line.occurredAt}>{formatMadridDateTime(line.occurredAt)}</time>
              </TableCell>
              <TableCell>
                {line.actor.name}
                {line.actor.roleLabel && line.actor.roleLabel !== line.actor.name ? (
                  <Typography variant="body2" color="text.secondary" component="div">
                    {line.actor.roleLabel}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={line.sourceLabel} data-source={line.source} />
              </TableCell>
              <TableCell>
                <RecordCell line={line} />
              </TableCell>
              <TableCell>
                {line.label}
                {!line.known ? (
                  <Typography variant="body2" color="text.secondary" component="div">
                    {translate('audit.unknown_type')}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Changes line={line} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
