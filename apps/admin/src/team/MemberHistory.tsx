import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { madridInstant } from './dates';
import type { StaffMember } from './types';

interface HistoryEntry {
  position: number;
  label: string;
  occurredAt: string;
  source: string;
  actor: { name: string; roleLabel: string };
  changes: { field: string; label: string; from: unknown; to: unknown }[];
}

const SOURCES: Record<string, string> = { api: 'Gestión', cli: 'Línea de comandos', system: 'Sistema' };
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Every change of the account, newest first, with who made it, from where and what changed. */
export const MemberHistory = () => {
  const member = useRecordContext<StaffMember>();
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['staff', member?.id, 'history', member?.active, member?.role, member?.name, member?.email],
    enabled: member !== undefined,
    queryFn: async () => (await httpClient(`/api/staff/${member!.id}/history`)).json as HistoryEntry[],
  });
  if (!member || isPending) return null;
  if (error) return <Typography color="error">{translate('resources.staff.history.load_failed')}</Typography>;
  if (data.length === 0) return <Typography variant="body2">{translate('resources.staff.history.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.staff.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.staff.history.when')}</TableCell>
          <TableCell>{translate('resources.staff.history.what')}</TableCell>
          <TableCell>{translate('resources.staff.history.who')}</TableCell>
          <TableCell>{translate('resources.staff.history.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...data].reverse().map((entry) => (
          <TableRow key={entry.position}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{madridInstant(entry.occurredAt)}</TableCell>
            <TableCell>{entry.label}</TableCell>
            <TableCell>
              {entry.actor.name} · {SOURCES[entry.source] ?? entry.source}
            </TableCell>
            <TableCell>
              {entry.changes.map((change) => (
                <div key={change.field}>
                  {change.label}: {shown(change.from)} → {shown(change.to)}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
