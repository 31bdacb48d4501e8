import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { formatDay, formatEuros, INVOICE_KINDS, invoiceKindLabels } from '@taller/domain';
import type { MouseEvent } from 'react';
import { CreateButton, DataTable, DateInput, Link, SelectInput, TopToolbar, useCreatePath, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { ClearFiltersButton, columnFrom, NoResults, SearchFilter, ShopList } from '../layout/ShopList';
import { InvoiceSource } from './InvoiceSource';
import { InvoiceStatus } from './InvoiceStatus';
import type { Invoice } from './types';

const T = 'invoices';
const noWrap = { whiteSpace: 'nowrap' } as const;
const kindChoices = INVOICE_KINDS.map((kind) => ({ id: kind, name: invoiceKindLabels[kind] }));

const invoiceFilters = [
  <SearchFilter key="q" source="q" alwaysOn hint={`${T}.filters.search_hint`} />,
  <SelectInput key="kind" source="kind" label={`${T}.filters.kind`} choices={kindChoices} emptyText={`${T}.filters.all_kinds`} alwaysOn />,
  <DateInput key="from" source="from" label={`${T}.filters.from`} alwaysOn />,
  <DateInput key="to" source="to" label={`${T}.filters.to`} alwaysOn />,
];

const InvoiceListActions = () => (
  <TopToolbar>
    <ClearFiltersButton />
    <CreateButton label="resources.invoices.page.create" icon={<PointOfSaleIcon />} />
  </TopToolbar>
);

/** The number leads to the invoice (the list works from the keyboard). */
const NumberCell = ({ invoice }: { invoice: Invoice }) => {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Link
      to={createPath({ resource: 'invoices', id: invoice.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      title={translate(`${T}.list.open`, { number: invoice.number })}
      underline="hover"
      sx={{ fontWeight: 600, ...noWrap }}
    >
      {invoice.number}
    </Link>
  );
};

/** 'Facturas': newest first, by kind, dates and number or customer; each with where it comes from and its state. */
export const InvoiceList = () => {
  const translate = useTranslate();
  return (
    <ShopList<Invoice> filters={invoiceFilters} actions={<InvoiceListActions />} loadFailed="resources.invoices.notifications.load_failed">
      <DataTable<Invoice> rowClick="show" bulkActionButtons={false} empty={<NoResults resource="invoices" />}>
        <DataTable.Col source="number" label={translate(`${T}.fields.number`)} render={(invoice) => <NumberCell invoice={invoice as Invoice} />} />
        <DataTable.Col source="issueDate" label={translate(`${T}.fields.issueDate`)} sx={noWrap} render={(invoice) => formatDay(invoice.issueDate)} />
        <DataTable.Col source="kind" label={translate(`${T}.fields.kind`)} disableSort render={(invoice) => invoice.kindLabel} sx={columnFrom('md')} />
        <DataTable.Col source="customer" label={translate(`${T}.fields.customer`)} disableSort render={(invoice) => invoice.customer.name || '—'} />
        <DataTable.Col source="source" label={translate(`${T}.fields.source`)} disableSort render={(invoice) => <InvoiceSource source={(invoice as Invoice).source} />} />
        <DataTable.Col source="totalCents" label={translate(`${T}.fields.total`)} align="right" sx={noWrap} render={(invoice) => formatEuros(invoice.totalCents)} />
        <DataTable.Col source="status" label={translate(`${T}.fields.status`)} disableSort render={(invoice) => <InvoiceStatus invoice={invoice as Invoice} />} />
      </DataTable>
    </ShopList>
  );
};
