import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  formatDay,
  formatEuros,
  formatMadridDateTime,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
} from '@taller/domain';
import {
  DeleteButton,
  EditButton,
  HttpError,
  Link,
  ListButton,
  Show,
  TopToolbar,
  useCreatePath,
  useGetOne,
  useLocation,
  useNavigate,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { AlbaranButton } from '../albaran/AlbaranButton';
import { Detail, DetailList, Section } from '../layout/Section';
import type { Client, Repair } from '../providers/types';
import { ChangeStatusButtons } from './ChangeStatusButtons';
import { RepairHistory } from './RepairHistory';
import { StatusChip } from './StatusChip';

/** The history tab's path under the show page: /gestion/repairs/:id/show/historial. */
const HISTORY_PATH = 'historial';

const RepairShowActions = () => {
  const notify = useNotify();
  return (
    <TopToolbar>
      <ListButton />
      <AlbaranButton type="repair" />
      <EditButton />
      <DeleteButton
        mutationMode="pessimistic"
        mutationOptions={{
          onError: (error) =>
            notify((error as Error)?.message || 'resources.repairs.notifications.delete_failed', { type: 'error' }),
        }}
      />
    </TopToolbar>
  );
};

/** Title, status and the status actions, above both tabs. */
const RepairHeader = () => {
  const repair = useRecordContext<Repair>();
  const translate = useTranslate();
  if (!repair) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {translate('resources.repairs.page.show', { id: repair.id })} · {repair.device} {repair.model}
            </Typography>
            <StatusChip status={repair.status} size="medium" />
          </Stack>
          <ChangeStatusButtons />
        </Stack>
      </CardContent>
    </Card>
  );
};

const BasicInfo = ({ repair }: { repair: Repair }) => (
  <Section title="resources.repairs.sections.basic">
    <DetailList>
      <Detail label="resources.repairs.fields.device">{repair.device}</Detail>
      <Detail label="resources.repairs.fields.model">{repair.model}</Detail>
      <Detail label="resources.repairs.fields.description">{repair.description}</Detail>
      <Detail label="resources.repairs.fields.motive">{repair.motive || '—'}</Detail>
      <Detail label="resources.repairs.fields.status">
        <StatusChip status={repair.status} />
      </Detail>
    </DetailList>
  </Section>
);

const PaymentInfo = ({ repair }: { repair: Repair }) => {
  const translate = useTranslate();
  return (
    <Section title="resources.repairs.sections.payment">
      <DetailList>
        <Detail label="resources.repairs.fields.priceCents">{formatEuros(repair.priceCents)}</Detail>
        <Detail label="resources.repairs.fields.priceType">
          {repairPriceTypeLabels[repair.priceType] ?? repair.priceType}
        </Detail>
        <Detail label="resources.repairs.fields.paymentMethod">
          {repairPaymentMethodLabels[repair.paymentMethod] ?? repair.paymentMethod}
        </Detail>
        <Detail label="resources.repairs.fields.isPaid">
          <Chip
            size="small"
            variant="outlined"
            color={repair.isPaid ? 'success' : 'warning'}
            label={translate(repair.isPaid ? 'resources.repairs.payment.paid' : 'resources.repairs.payment.unpaid')}
          />
        </Detail>
      </DetailList>
    </Section>
  );
};

const ClientInfo = ({ repair }: { repair: Repair }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: client } = useGetOne<Client>('clients', { id: repair.clientId }, { enabled: repair.clientId != null });
  return (
    <Section title="resources.repairs.sections.client">
      <DetailList>
        <Detail label="resources.repairs.fields.clientName">
          <Link
            to={createPath({ resource: 'clients', id: repair.clientId, type: 'show' })}
            title={translate('resources.repairs.client.open')}
          >
            {repair.clientName || client?.fullName || `#${repair.clientId}`}
          </Link>
        </Detail>
        <Detail label="resources.repairs.fields.contactNumber">{repair.contactNumber || '—'}</Detail>
        {client && <Detail label="resources.clients.fields.phone">{client.phone || '—'}</Detail>}
        {client && <Detail label="resources.clients.fields.email">{client.email || '—'}</Detail>}
      </DetailList>
    </Section>
  );
};

const Dates = ({ repair }: { repair: Repair }) => (
  <Section title="resources.repairs.sections.dates">
    <DetailList>
      <Detail label="resources.repairs.fields.entryDate">{repair.entryDate ? formatDay(repair.entryDate) : '—'}</Detail>
      <Detail label="resources.repairs.fields.createdAt">
        {repair.createdAt ? formatMadridDateTime(repair.createdAt) : '—'}
      </Detail>
      <Detail label="resources.repairs.fields.updatedAt">
        {repair.updatedAt ? formatMadridDateTime(repair.updatedAt) : '—'}
      </Detail>
    </DetailList>
  </Section>
);

const RepairSummary = () => {
  const repair = useRecordContext<Repair>();
  if (!repair) return null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <BasicInfo repair={repair} />
          <Dates repair={repair} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <ClientInfo repair={repair} />
          <PaymentInfo repair={repair} />
          {repair.internalNotes && (
            <Section title="resources.repairs.sections.notes">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {repair.internalNotes}
              </Typography>
            </Section>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
};

/** Summary and history as two tabs whose choice lives in the address (…/show/historial). */
const RepairTabs = () => {
  const repair = useRecordContext<Repair>();
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!repair) return null;

  const showPath = createPath({ resource: 'repairs', id: repair.id, type: 'show' });
  const tab = location.pathname.endsWith(`/${HISTORY_PATH}`) ? 'history' : 'summary';

  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_, next: string) => navigate(next === 'history' ? `${showPath}/${HISTORY_PATH}` : showPath)}
        aria-label={translate('resources.repairs.name', { smart_count: 1 })}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        <Tab value="summary" label={translate('resources.repairs.tabs.summary')} id="repair-tab-summary" aria-controls="repair-tabpanel" />
        <Tab value="history" label={translate('resources.repairs.tabs.history')} id="repair-tab-history" aria-controls="repair-tabpanel" />
      </Tabs>
      <Box role="tabpanel" id="repair-tabpanel" aria-labelledby={`repair-tab-${tab}`} sx={{ p: 2 }}>
        {tab === 'history' ? <RepairHistory /> : <RepairSummary />}
      </Box>
    </Card>
  );
};

export const RepairShow = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show<Repair>
      actions={<RepairShowActions />}
      component="div"
      queryOptions={{
        onError: (error) => {
          const notFound = error instanceof HttpError && error.status === 404;
          notify(
            notFound ? 'resources.repairs.notifications.not_found' : 'resources.repairs.notifications.load_one_failed',
            { type: 'error' },
          );
          redirect('list', 'repairs');
        },
      }}
    >
      <RepairHeader />
      <RepairTabs />
    </Show>
  );
};
