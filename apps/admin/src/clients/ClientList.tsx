import { DataTable, List, SearchInput, useNotify } from 'react-admin';
import { DEFAULT_PAGE_SIZE, ListPagination } from '../layout/ListPagination';
import { LoadError } from '../layout/LoadError';
import type { Client } from '../providers/types';

const clientFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** A minimal client list (the full client screens come later). */
export const ClientList = () => {
  const notify = useNotify();
  return (
    <List<Client>
      sort={{ field: 'id', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      filters={clientFilters}
      pagination={<ListPagination />}
      exporter={false}
      error={<LoadError message="resources.clients.notifications.load_failed" />}
      queryOptions={{
        onError: () => notify('resources.clients.notifications.load_failed', { type: 'error' }),
      }}
    >
      <DataTable<Client> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="phone" />
        <DataTable.Col source="email" />
      </DataTable>
    </List>
  );
};
