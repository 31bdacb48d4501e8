import Alert from '@mui/material/Alert';
import { formatMadridDateTime } from '@taller/domain';
import { Link, useCreatePath, useGetOne, useTranslate } from 'react-admin';
import type { DeletedRecord } from './types';

/** The stream kind of each back-office resource that can be deleted. */
const KIND_OF_RESOURCE: Record<string, DeletedRecord['kind']> = {
  repairs: 'repair',
  revisions: 'revision',
  orders: 'order',
  clients: 'client',
};

/** `repair-12` for the record a detail screen could not find, or null for a resource that is never deleted. */
export const deletedIdOf = (resource: string, id: string | number | undefined): string | null => {
  const kind = KIND_OF_RESOURCE[resource];
  return kind && id != null ? `${kind}-${id}` : null;
};

/** The deleted record behind a 404, if it was one (asked only when `enabled`). */
export function useDeletedRecord(resource: string, id: string | number | undefined, enabled: boolean) {
  const deletedId = deletedIdOf(resource, id);
  const { data } = useGetOne<DeletedRecord>(
    'deleted',
    { id: deletedId ?? '' },
    { enabled: enabled && deletedId !== null, retry: false },
  );
  return enabled ? data : undefined;
}

/** Who deleted it, as the lists and sentences name a person: 'Gonzalo Gerente' and its role. */
export const deletedByWhom = (record: DeletedRecord, separator: string) =>
  [record.deletedBy.name, record.deletedBy.roleLabel].filter(Boolean).join(separator);

/** 'Eliminado el … por …': when and by whom, in the words of the catalogue. */
export const DeletionSentence = ({ record }: { record: DeletedRecord }) => {
  const translate = useTranslate();
  return <>{translate('resources.deleted.message.deleted_by', { when: formatMadridDateTime(record.deletedAt), who: deletedByWhom(record, ', ') })}</>;
};

/** A 'not found' that was a deletion says so: when, by whom, and the way to what it was. */
export const WasDeleted = ({ record }: { record: DeletedRecord }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Alert severity="info">
      <DeletionSentence record={record} />{' '}
      <Link to={createPath({ resource: 'deleted', id: record.id, type: 'show' })}>
        {translate('resources.deleted.message.open_deleted')}
      </Link>
    </Alert>
  );
};
