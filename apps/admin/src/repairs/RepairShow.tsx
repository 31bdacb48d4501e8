import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDay,
  formatEuros,
  formatMadridDateTime,
  madridDay,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
} from '@taller/domain';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { AlbaranButton } from '../albaran/AlbaranButton';
import { WorkInvoiceButton } from '../invoices/WorkInvoiceButton';
import { DetailTabs } from '../layout/DetailTabs';
import { DetailActionBar, RecordDeleteButton } from '../layout/RecordActions';
import { Detail, DetailList } from '../layout/Section';
import { ShopShow, type LoadProblems } from '../layout/ShopShow';
import { ClientDetails } from '../shared/ClientDetails';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { RecordImages } from '../shared/RecordImages';
import { priceText } from '../shared/price';
import { UnlockCode } from '../shared/UnlockCode';
import { ChangeStatusButtons } from './ChangeStatusButtons';
import { NotifyCollectButtons } from './NotifyCollectButtons';
import { RepairHistory } from './RepairHistory';
import { repairEventRecordsValues } from './historyValues';
import { PaymentsSection } from './payments/PaymentsSection';
import { AbandonmentAlert, RepairNoticesSection } from './notices/RepairNoticesSection';
import { StatusChip } from './StatusChip';
import { TrackingSection } from '../tracking/TrackingSection';
import { NoticeLogSection } from '../notices/NoticeLogSection';
import { QuoteSection } from './quote/QuoteSection';
import type { RepairDetail } from './types';
import '../i18n/details.es';

const T = 'repairDetail';

const today = () => madridDay(new Date());

const dateTime = (instant: string | null | undefined) =>
  instant ? <time dateTime={instant}>{formatMadridDateTime(instant)}</time> : null;

const dayText = (day: string | null | undefined) => (day ? <time dateTime={day}>{formatDay(day)}</time> : null);

/**
 * What the counter must not miss, above everything: a device that may count as abandoned,
 * storage owed, and once collected, until when it is under warranty.
 */
const ServiceAlerts = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const { storage } = repair;
  const alerts = [];
  // Once the final notice is given, the abandonment alert below says where it stands instead.
  if (repair.abandonedCandidate && repair.finalNoticeDay === null) {
    alerts.push(
      <Alert key="abandoned" severity="error" variant="filled" role="status" data-testid="repair-abandoned">
        {translate(`${T}.alerts.abandoned`, { day: repair.noticeDay ? formatDay(repair.noticeDay) : '', days: repair.terms.abandonedAfterDays })}
      </Alert>,
    );
  }
  if (storage.feeCents > 0 && !repair.collectedAt) {
    alerts.push(
      <Alert key="storage" severity="warning" variant="filled" role="status" data-testid="repair-storage-owed">
        {translate(`${T}.alerts.storage_owed`, { fee: formatEuros(storage.feeCents), smart_count: storage.chargedDays })}
      </Alert>,
    );
  }
  if (repair.collectedAt) {
    const underWarranty = repair.warrantyEnd !== null && today() <= repair.warrantyEnd;
    alerts.push(
      <Alert key="collected" severity={underWarranty ? 'success' : 'info'} role="status" data-testid="repair-collected">
        {translate(underWarranty ? `${T}.alerts.collected` : `${T}.alerts.collected_over`, {
          day: formatDay(madridDay(repair.collectedAt)),
          warranty: repair.warrantyEnd ? formatDay(repair.warrantyEnd) : '',
        })}
      </Alert>,
    );
  }
  return alerts.length > 0 ? <Stack spacing={1}>{alerts}</Stack> : null;
};

/** Title, status, what must not be missed, the action bar and the status buttons, above both tabs. */
const RepairHeader = () => {
  const repair = useRecordContext<RepairDetail>();
  const translate = useTranslate();
  if (!repair) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {translate('resources.repairs.page.show', { id: repair.id })} · {repair.device} {repair.model}
            </Typography>
            <StatusChip status={repair.status} size="medium" />
          </Stack>
          <ServiceAlerts repair={repair} />
          <AbandonmentAlert repair={repair} />
          <DetailActionBar label={`${T}.actions.toolbar`}>
            <NotifyCollectButtons repair={repair} />
            <AlbaranButton type="repair" />
            <WorkInvoiceButton source={{ kind: 'repair', id: repair.id }} invoiceable={repair.collectedAt !== null && Boolean(repair.priceCents)} clientId={repair.clientId} />
            <RecordDeleteButton />
          </DetailActionBar>
          <ChangeStatusButtons />
        </Stack>
      </CardContent>
    </Card>
  );
};

const BasicInfo = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <CollapsibleSection title="resources.repairs.sections.basic">
      <DetailList>
        <Detail label="resources.repairs.fields.device">{repair.device}</Detail>
        <Detail label="resources.repairs.fields.model">{repair.model || '—'}</Detail>
        <Detail label="resources.repairs.fields.description">{repair.description}</Detail>
        <Detail label="resources.repairs.fields.motive">{repair.motive || '—'}</Detail>
        <Detail label="resources.repairs.fields.status">
          <StatusChip status={repair.status} />
        </Detail>
        <Detail label="unlockCode.label">
          <UnlockCode owner="repair" record={repair} mayHaveBeenShredded={repair.collectedAt !== null} />
        </Detail>
        {repair.originRevisionId != null && (
          <Detail label={`${T}.fields.originRevision`}>
            <Link to={createPath({ resource: 'revisions', id: repair.originRevisionId, type: 'show' })}>
              {translate(`${T}.values.open_revision`, { id: repair.originRevisionId })}
            </Link>
          </Detail>
        )}
      </DetailList>
    </CollapsibleSection>
  );
};

const PaymentInfo = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  return (
    <CollapsibleSection title="resources.repairs.sections.payment">
      <DetailList>
        <Detail label="resources.repairs.fields.priceCents">{priceText(repair.priceCents)}</Detail>
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
    </CollapsibleSection>
  );
};

/** The client's name leads to the client detail; phone and e-mail from the client's record. */
const ClientInfo = ({ repair }: { repair: RepairDetail }) => (
  <CollapsibleSection title="resources.repairs.sections.client">
    <DetailList>
      <ClientDetails resource="repairs" clientId={repair.clientId} clientName={repair.clientName}>
        <Detail label="resources.repairs.fields.contactNumber">{repair.contactNumber || '—'}</Detail>
      </ClientDetails>
    </DetailList>
  </CollapsibleSection>
);

/** Storage so far: nothing before the notice, then free days, then the fee per day (spec §9). */
const StorageText = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const { storage } = repair;
  const { freeDays, dailyFeeCents } = repair.terms;
  if (dailyFeeCents === 0) return <>{translate(`${T}.values.storage_no_fee`)}</>;
  if (repair.noticeDay === null) return <>{translate(`${T}.values.storage_not_started`, { free_days: freeDays, daily_fee: formatEuros(dailyFeeCents) })}</>;
  if (storage.feeCents === 0) return <>{translate(`${T}.values.storage_free`, { free_days: freeDays })}</>;
  return (
    <Box component="strong" sx={{ color: repair.collectedAt ? 'inherit' : 'warning.dark' }}>
      {translate(`${T}.values.storage_owed`, { fee: formatEuros(storage.feeCents), smart_count: storage.chargedDays })}
    </Box>
  );
};

const WarrantyText = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  if (repair.warrantyEnd === null) return <>{translate(`${T}.values.no_warranty`)}</>;
  const key = today() <= repair.warrantyEnd ? 'under_warranty' : 'warranty_over';
  return <>{translate(`${T}.values.${key}`, { day: formatDay(repair.warrantyEnd) })}</>;
};

/** Entry, estimated completion, completion notice, completion, collection, warranty and storage so far. */
const Dates = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  return (
    <CollapsibleSection title="resources.repairs.sections.dates">
      <DetailList>
        <Detail label="resources.repairs.fields.entryDate">{dayText(repair.entryDate) ?? '—'}</Detail>
        <Detail label={`${T}.fields.estimatedCompletion`}>
          {dayText(repair.estimatedCompletion) ?? translate(`${T}.values.not_set`)}
        </Detail>
        <Detail label={`${T}.fields.noticeDay`}>{dayText(repair.noticeDay) ?? translate(`${T}.values.not_notified`)}</Detail>
        <Detail label={`${T}.fields.completedAt`}>
          {dateTime(repair.completedAt) ?? translate(`${T}.values.not_completed`)}
        </Detail>
        <Detail label={`${T}.fields.collectedAt`}>
          {dateTime(repair.collectedAt) ?? translate(`${T}.values.not_collected`)}
        </Detail>
        <Detail label={`${T}.fields.warrantyEnd`}>
          <WarrantyText repair={repair} />
        </Detail>
        <Detail label={repair.collectedAt ? `${T}.fields.storageCollected` : `${T}.fields.storage`}>
          <StorageText repair={repair} />
        </Detail>
        <Detail label="resources.repairs.fields.createdAt">{dateTime(repair.createdAt) ?? '—'}</Detail>
        <Detail label="resources.repairs.fields.updatedAt">{dateTime(repair.updatedAt) ?? '—'}</Detail>
      </DetailList>
    </CollapsibleSection>
  );
};

const RepairSummary = () => {
  const repair = useRecordContext<RepairDetail>();
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
          <RepairNoticesSection repair={repair} />
          <QuoteSection />
          <TrackingSection resource="repairs" />
          <NoticeLogSection resource="repairs" />
          <PaymentInfo repair={repair} />
          {repair.internalNotes && (
            <CollapsibleSection title="resources.repairs.sections.notes">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {repair.internalNotes}
              </Typography>
            </CollapsibleSection>
          )}
        </Stack>
      </Grid>
      {/* The whole width: each movement's date, kind, amount, way, note and who, on one line. */}
      <Grid size={12}>
        <PaymentsSection recordKind="repair" record={repair} owedCents={repair.owedOnCollectionCents} />
      </Grid>
      <Grid size={12}>
        <CollapsibleSection title={`${T}.sections.images`}>
          <RecordImages owner="repair" recordId={repair.id} images={repair.images ?? []} emptyText={`${T}.images.empty`} />
        </CollapsibleSection>
      </Grid>
    </Grid>
  );
};

/** Summary and history as two tabs whose choice lives in the address (…/show/historial). */
const RepairTabs = () => {
  const translate = useTranslate();
  return (
    <DetailTabs
      resource="repairs"
      idPrefix="repair"
      label={translate('resources.repairs.name', { smart_count: 1 })}
      main={{ value: 'summary', label: translate('resources.repairs.tabs.summary'), content: <RepairSummary /> }}
      history={{ label: translate('resources.repairs.tabs.history'), content: <RepairHistory recordsValues={repairEventRecordsValues} /> }}
    />
  );
};

/** The spec's states of a repair that could not be shown (§8, repair detail). */
const loadProblems: LoadProblems = {
  describe: (status) => {
    switch (status) {
      case 404:
        return { message: `${T}.notifications.not_found`, retry: false };
      case 400:
        return { message: `${T}.notifications.invalid_id`, retry: false };
      case 401:
        return { message: `${T}.notifications.unauthorized`, retry: false };
      case 0:
        return { message: `${T}.notifications.load_failed`, retry: true };
      default:
        return { message: `${T}.notifications.server_error`, messageArgs: { status }, retry: true };
    }
  },
  backLabel: `${T}.back`,
  missingId: `${T}.notifications.missing_id`,
};

/**
 * The repair detail (spec §2): basic, client, dates, payments and images sections; edit, delete, the
 * status actions, 'Avisar al cliente' and 'Entregar'; the unlock code behind an explicit
 * reveal; the albarán; the history. An abandoned candidate and storage owed show first.
 */
export const RepairShow = () => (
  <ShopShow problems={loadProblems}>
    <RepairHeader />
    <RepairTabs />
  </ShopShow>
);
