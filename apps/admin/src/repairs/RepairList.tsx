import Typography from '@mui/material/Typography';
import { formatDay, formatEuros } from '@taller/domain';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, ListPagination } from '../layout/ListPagination';
import { LoadError } from '../layout/LoadError';
import type { Repair } from '../providers/types';
import { statusChoices } from './choices';
import { StatusChip } from './StatusChip';

/** The search box, with an accessible name (react-admin's shows only a placeholder). */
const SearchFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SearchInput {...props} inputProps={{ 'aria-label': translate('ra.action.search') }} />;
};

const repairFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.repairs.filters.status"
    choices={statusChoices}
    emptyText="resources.repairs.filters.all_statuses"
    alwaysOn
  />,
];

const RepairListActions = () => (
  <TopToolbar>
    <CreateButton label="resources.repairs.actions.create" />
  </TopToolbar>
);

const RepairBulkActions = () => {
  const notify = useNotify();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle="resources.repairs.message.bulk_delete_title"
      confirmContent="resources.repairs.message.bulk_delete_content"
      mutationOptions={{
        onError: () => notify('resources.repairs.notifications.bulk_delete_failed', { type: 'error' }),
      }}
    />
  );
};

/** Long problem descriptions stay on one line; the whole text is in the tooltip. */
const ShortDescription = ({ text }: { text: string }) => (
  <Typography variant="body2" noWrap title={text} sx={{ maxWidth: { xs: 140, lg: 180, xl: 320 } }}>
    {text}
  </Typography>
);

export const RepairList = () => {
  const notify = useNotify();
  return (
    <List<Repair>
      sort={{ field: 'id', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      filters={repairFilters}
      actions={<RepairListActions />}
      pagination={<ListPagination />}
      exporter={false}
      error={<LoadError message="resources.repairs.notifications.load_failed" />}
      queryOptions={{
        onError: () => notify('resources.repairs.notifications.load_failed', { type: 'error' }),
      }}
    >
      <DataTable<Repair>
        rowClick="show"
        bulkActionButtons={<RepairBulkActions />}
        sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
      >
        <DataTable.Col source="id" />
        <DataTable.Col source="clientName" />
        <DataTable.Col source="device" />
        <DataTable.Col source="model" />
        <DataTable.Col source="description" render={(repair) => <ShortDescription text={repair.description} />} />
        <DataTable.Col source="status" render={(repair) => <StatusChip status={repair.status} />} />
        <DataTable.Col source="priceCents" align="right" render={(repair) => formatEuros(repair.priceCents)} />
        <DataTable.Col source="entryDate" render={(repair) => (repair.entryDate ? formatDay(repair.entryDate) : '')} />
      </DataTable>
    </List>
  );
};
