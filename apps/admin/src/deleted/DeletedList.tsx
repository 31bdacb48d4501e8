import Chip from '@mui/material/Chip';
import { formatMadridDateTime } from '@taller/domain';
import { DataTable, NumberInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { ClearFiltersButton, NoResults, ShopList } from '../layout/ShopList';
import { kindChoices } from './kinds';
import type { DeletedRecord } from './types';
import { deletedByWhom } from './WasDeleted';

const deletedFilters = [
  <SelectInput
    key="kind"
    source="kind"
    label="resources.deleted.filters.kind"
    choices={kindChoices}
    emptyText="resources.deleted.filters.all_kinds"
    alwaysOn
  />,
  <NumberInput key="recordId" source="recordId" label="resources.deleted.filters.record_id" min={1} alwaysOn />,
];


export const KindChip = ({ record }: { record: DeletedRecord }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`resources.deleted.kinds.${record.kind}`)} data-kind={record.kind} />;
};

export const DeletedAt = ({ record }: { record: DeletedRecord }) => (
  <time dateTime={record.deletedAt}>{formatMadridDateTime(record.deletedAt)}</time>
);

/**
 * 'Eliminadas': every deleted repair, revision, order and client, newest deletion first, found
 * by kind or by number; a row opens what it was and its whole history. Nothing here can be
 * changed: a deletion is a tombstone in the record's history.
 */
export const DeletedList = () => (
  <ShopList<DeletedRecord>
    title="resources.deleted.page.list"
    filters={deletedFilters}
    sort={{ field: 'deletedAt', order: 'DESC' }}
    loadFailed="resources.deleted.notifications.load_failed"
    actions={
      <TopToolbar>
        <ClearFiltersButton />
      </TopToolbar>
    }
  >
    <DataTable<DeletedRecord> rowClick="show" bulkActionButtons={false} empty={<NoResults resource="deleted" />}>
      <DataTable.Col source="kind" disableSort render={(record) => <KindChip record={record as DeletedRecord} />} />
      <DataTable.Col source="recordId" disableSort render={(record) => `#${record.recordId}`} />
      <DataTable.Col source="title" disableSort />
      <DataTable.Col source="clientName" disableSort render={(record) => record.clientName ?? '—'} />
      <DataTable.Col source="deletedAt" render={(record) => <DeletedAt record={record as DeletedRecord} />} />
      <DataTable.Col source="deletedBy" disableSort render={(record) => deletedByWhom(record as DeletedRecord, ' · ')} />
    </DataTable>
  </ShopList>
);
