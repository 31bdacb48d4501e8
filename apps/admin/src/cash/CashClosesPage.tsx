import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
// Not the domain's barrel: beside ShopList (shared with the resources' lists) it pulled zod into the first load.
import { formatDay } from '@taller/domain/dates';
import { formatEuros } from '@taller/domain/money';
import { DataTable, Link, TopToolbar, useTranslate } from 'react-admin';
import '../i18n/cash.es';
import { ShopList } from '../layout/ShopList';
import type { CashCloseRow } from './api';
import { DifferenceText } from './CashCountFields';
import { useCashPaths } from './cashPaths';

const ClosesActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={useCashPaths().today} startIcon={<PointOfSaleIcon />}>
        {translate('cash.closes.back')}
      </Button>
    </TopToolbar>
  );
};

/** 'Cierres de caja': each closed day with its last count, newest first; a row opens its day. */
export const CashClosesPage = () => {
  const paths = useCashPaths();
  return (
    <ShopList<CashCloseRow>
      resource="cash/closes"
      title="cash.closes.title"
      sort={{ field: 'id', order: 'DESC' }}
      loadFailed="cash.load_failed"
      actions={<ClosesActions />}
    >
      <DataTable<CashCloseRow> rowClick={(id) => paths.day(String(id))} bulkActionButtons={false} empty={<EmptyCloses />}>
        <DataTable.Col source="id" label="cash.closes.day" render={(row) => <Link to={paths.day(row.day)}>{formatDay(row.day)}</Link>} />
        <DataTable.Col source="closedBy" label="cash.closes.by" disableSort />
        <DataTable.Col align="right" source="expectedCashCents" label="cash.closes.expected" disableSort render={(row) => formatEuros(row.expectedCashCents)} />
        <DataTable.Col align="right" source="countedCashCents" label="cash.closes.counted" disableSort render={(row) => formatEuros(row.countedCashCents)} />
        <DataTable.Col align="right" source="differenceCents" label="cash.closes.difference" render={(row) => <DifferenceText differenceCents={row.differenceCents} />} />
        <DataTable.Col align="right" source="corrections" label="cash.closes.corrections" disableSort />
      </DataTable>
    </ShopList>
  );
};

const EmptyCloses = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('cash.closes.empty')}</Typography>;
};
