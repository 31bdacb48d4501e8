import Typography from '@mui/material/Typography';
import { CLIENT_STATUSES, clientStatusLabels, formatDay, type ClientStatus, type StatusColour } from '@taller/domain';
import { DataTable } from 'react-admin';
import { BulkDeleteRecords, IdLink, RowDeleteButton } from '../layout/ListRowActions';
import { columnFrom, onlyUnder, searchAndStatusFilters, ShopList } from '../layout/ShopList';
import type { Client } from '../providers/types';
import { StatusChip } from '../repairs/StatusChip';

/** A client as the list answers it: the record plus its list-only fields. */
type ClientRow = Client & {
  company: string;
  status: ClientStatus;
  /** `YYYY-MM-DD`, the day the client joined. */
  registrationDate: string;
  totalOrders: number;
};

/** Active green, pending amber (as every pending status), inactive grey. */
const clientStatusColours: Record<ClientStatus, StatusColour> = {
  active: 'success',
  pending: 'warning',
  inactive: 'default',
};

const statusChoices = CLIENT_STATUSES.map((id) => ({ id, name: clientStatusLabels[id] }));

/** Search over name, e-mail, phone and company (the server's `q`), and the status filter. */
const clientFilters = searchAndStatusFilters('clients', statusChoices);

const caption = { display: 'block', overflowWrap: 'break-word' } as const;

/** The full name, the company under it when there is one, and under 900 px the e-mail too. */
const NameCell = ({ client }: { client: ClientRow }) => (
  <>
    <Typography variant="body2" sx={{ whiteSpace: { lg: 'nowrap' } }}>
      {client.fullName}
    </Typography>
    {client.company ? (
      <Typography variant="caption" color="text.secondary" sx={caption}>
        {client.company}
      </Typography>
    ) : null}
    <Typography variant="caption" color="text.secondary" sx={{ ...caption, ...onlyUnder('md') }}>
      {client.email}
    </Typography>
  </>
);

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * 'Lista de Clientes' (spec §2), by name A to Z unless another column is chosen. On the
 * counter's tablet the e-mail moves under the name, and the registration day and the order
 * count give way (they are on the detail), as does the row's delete button (the checkbox and
 * the selection bar's delete serve there).
 */
export const ClientList = () => (
  <ShopList<ClientRow>
    sort={{ field: 'name', order: 'ASC' }}
    filters={clientFilters}
    loadFailed="resources.clients.notifications.load_failed"
  >
    <DataTable<ClientRow> rowClick="show" bulkActionButtons={<BulkDeleteRecords />}>
      <DataTable.Col source="id">
        <IdLink />
      </DataTable.Col>
      <DataTable.Col source="name" render={(client) => <NameCell client={client as ClientRow} />} />
      <DataTable.Col source="email" sx={columnFrom('md')} />
      <DataTable.Col source="phone" sx={noWrap} />
      <DataTable.Col
        source="registrationDate"
        sx={{ ...columnFrom('lg'), ...noWrap }}
        render={(client) => (client.registrationDate ? formatDay(client.registrationDate) : '')}
      />
      <DataTable.Col
        source="status"
        render={(client) => <StatusChip status={client.status} labels={clientStatusLabels} colours={clientStatusColours} />}
      />
      <DataTable.Col source="totalOrders" align="right" disableSort sx={columnFrom('lg')} />
      <DataTable.Col label="resources.clients.fields.actions" disableSort align="right" sx={columnFrom('md')}>
        <RowDeleteButton />
      </DataTable.Col>
    </DataTable>
  </ShopList>
);
