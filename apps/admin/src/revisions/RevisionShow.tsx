import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, formatMadridDateTime, revisionMotiveLabels } from '@taller/domain';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { DetailTabs } from '../layout/DetailTabs';
import { Detail, DetailList, Section } from '../layout/Section';
import { ShopShow } from '../layout/ShopShow';
import { RepairHistory } from '../repairs/RepairHistory';
import { ClientDetails } from '../shared/ClientDetails';
import { RecordImages } from '../shared/RecordImages';
import { UnlockCode } from '../shared/UnlockCode';
import { formatRevisionHistoryValue } from './historyValues';
import { RevisionActions } from './RevisionActions';
import { RevisionStatusChip } from './RevisionStatusChip';
import type { Revision } from './types';
import { TrackingSection } from '../tracking/TrackingSection';
import { NoticeLogSection } from '../notices/NoticeLogSection';
import { QuoteSection } from '../repairs/quote/QuoteSection';

/** Title, status, the conversion notice and the action bar, above both tabs. */
const RevisionHeader = () => {
  const revision = useRecordContext<Revision>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!revision) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {translate('resources.revisions.page.show', { id: revision.id })} ·{' '}
              {[revision.device, revision.model].filter(Boolean).join(' ')}
            </Typography>
            <RevisionStatusChip revision={revision} size="medium" />
          </Stack>
          {revision.convertedToRepairId != null && (
            <Alert severity="info">
              {translate('resources.revisions.message.converted_info', { id: revision.convertedToRepairId })}{' '}
              <Link to={createPath({ resource: 'repairs', id: revision.convertedToRepairId, type: 'show' })}>
                {translate('resources.revisions.actions.open_repair', { id: revision.convertedToRepairId })}
              </Link>
            </Alert>
          )}
          <RevisionActions />
        </Stack>
      </CardContent>
    </Card>
  );
};

const RevisionInfo = ({ revision }: { revision: Revision }) => (
  <Section title="resources.revisions.sections.info">
    <DetailList>
      <Detail label="resources.revisions.fields.device">{revision.device}</Detail>
      <Detail label="resources.revisions.fields.model">{revision.model || '—'}</Detail>
      <Detail label="resources.revisions.fields.motive">
        {revision.motiveLabel || revisionMotiveLabels[revision.motive] || revision.motive}
      </Detail>
      <Detail label="resources.revisions.fields.description">{revision.description}</Detail>
      <Detail label="resources.revisions.fields.contactNumber">{revision.contactNumber || '—'}</Detail>
      <Detail label="resources.revisions.fields.unlockCode">
        <UnlockCode owner="revision" record={revision} />
      </Detail>
      <Detail label="resources.revisions.fields.status">
        <RevisionStatusChip revision={revision} />
      </Detail>
      {revision.internalNotes && (
        <Detail label="resources.revisions.fields.internalNotes">{revision.internalNotes}</Detail>
      )}
    </DetailList>
  </Section>
);

/** Only when the revision has a client (spec §2): name (to the client's card), phone, email. */
const ClientInfo = ({ revision }: { revision: Revision }) =>
  revision.clientId == null ? null : (
    <Section title="resources.revisions.sections.client">
      <DetailList>
        <ClientDetails resource="revisions" clientId={revision.clientId} clientName={revision.clientName} />
      </DetailList>
    </Section>
  );

const dateTime = (instant: string | null | undefined) =>
  instant ? <time dateTime={instant}>{formatMadridDateTime(instant)}</time> : null;

/** Only the dates the revision has (spec §2). */
const Dates = ({ revision }: { revision: Revision }) => {
  const rows = [
    ['resources.revisions.fields.date', revision.date ? formatDay(revision.date) : null],
    ['resources.revisions.fields.createdAt', dateTime(revision.createdAt)],
    ['resources.revisions.fields.updatedAt', dateTime(revision.updatedAt)],
    ['resources.revisions.fields.archivedAt', dateTime(revision.archivedAt)],
  ] as const;
  const present = rows.filter(([, value]) => value !== null);
  if (present.length === 0) return null;
  return (
    <Section title="resources.revisions.sections.dates">
      <DetailList>
        {present.map(([label, value]) => (
          <Detail key={label} label={label}>
            {value}
          </Detail>
        ))}
      </DetailList>
    </Section>
  );
};

const RevisionSummary = () => {
  const revision = useRecordContext<Revision>();
  const translate = useTranslate();
  if (!revision) return null;
  const converted = revision.convertedToRepairId;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <RevisionInfo revision={revision} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <ClientInfo revision={revision} />
          <Dates revision={revision} />
          <QuoteSection resource="revisions" />
          <TrackingSection resource="revisions" />
          <NoticeLogSection resource="revisions" />
        </Stack>
      </Grid>
      <Grid size={12}>
        <Section title="resources.revisions.sections.images">
          <RecordImages
            owner="revision"
            recordId={revision.id}
            images={revision.images ?? []}
            emptyText="resources.revisions.images.empty"
            uploadBlockedText={
              converted != null ? translate('resources.revisions.images.converted_hint', { id: converted }) : undefined
            }
          />
        </Section>
      </Grid>
    </Grid>
  );
};

/** Summary and history as two tabs whose choice lives in the address (…/show/historial). */
const RevisionTabs = () => {
  const translate = useTranslate();
  return (
    <DetailTabs
      resource="revisions"
      idPrefix="revision"
      label={translate('resources.revisions.name', { smart_count: 1 })}
      main={{ value: 'summary', label: translate('resources.revisions.tabs.summary'), content: <RevisionSummary /> }}
      history={{
        label: translate('resources.revisions.tabs.history'),
        content: (
          <RepairHistory resource="revisions" formatValue={formatRevisionHistoryValue} title="resources.revisions.history.title" />
        ),
      }}
    />
  );
};

/**
 * The revision detail (spec §2): sections for the revision, its images, its client and its
 * dates, the action bar, and the history. A missing revision reads 'No se encontraron datos
 * de la revisión' and leads back to the list.
 */
export const RevisionShow = () => (
  <ShopShow>
    <RevisionHeader />
    <RevisionTabs />
  </ShopShow>
);
