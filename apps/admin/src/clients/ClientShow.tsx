import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, formatMadridDateTime } from '@taller/domain';
import { useState, type ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { DetailTabs } from '../layout/DetailTabs';
import { Detail, DetailList } from '../layout/Section';
import { ShopShow, type LoadProblems } from '../layout/ShopShow';
import { RepairHistory } from '../repairs/RepairHistory';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { NoticePreferenceSection } from '../notices/NoticePreferenceSection';
import { ClientAccountsSection } from './ClientAccountsSection';
import { ClientSummaryCards, ClientWorkSections } from './ClientWork';
import { ContactInlineEdit } from './ContactInlineEdit';
import { ForgetClientButton } from './ForgetClientButton';
import { formatClientHistoryValue } from './historyValues';
import type { ClientDetail, ContactField } from './types';
import '../i18n/details.es';

const T = 'clientDetail';

const STATUS_COLOUR = { active: 'success', inactive: 'default', pending: 'warning' } as const;

/** Back to the list, reload, then the client's name and status. */
const ClientHeader = () => {
  const client = useRecordContext<ClientDetail>();
  const { refetch, isFetching } = useShowContext<ClientDetail>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!client) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={createPath({ resource: 'clients', type: 'list' })} startIcon={<ArrowBackIcon />}>
              {translate(`${T}.back`)}
            </Button>
            <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
              {translate(`${T}.refresh`)}
            </Button>
            <ForgetClientButton client={client} onForgotten={() => void refetch()} />
          </Stack>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {translate(`${T}.title`, { id: client.id, name: client.fullName })}
            </Typography>
            <Chip
              label={translate(`${T}.status.${client.status}`, { _: client.status })}
              color={STATUS_COLOUR[client.status] ?? 'default'}
              data-status={client.status}
            />
            {client.forgotten && <Chip label={translate(`${T}.forget.forgotten_chip`)} color="error" variant="outlined" />}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

/** A contact row of the description list; while it is being edited, it takes the whole width. */
const ContactDetail = ({ label, wide, children }: { label: string; wide: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const across = wide ? { gridColumn: '1 / -1' } : {};
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={across}>
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', ...across }}>
        {children}
      </Typography>
    </>
  );
};

/** Name, company, status and dates; e-mail and phone editable in place, one at a time. */
const PersonalData = ({ client }: { client: ClientDetail }) => {
  const [editing, setEditing] = useState<ContactField | null>(null);
  const contact = (field: ContactField) =>
    client.forgotten ? (
      <Detail label={`${T}.fields.${field}`}>—</Detail>
    ) : (
    <ContactDetail label={`${T}.fields.${field}`} wide={editing === field}>
      <ContactInlineEdit
        client={client}
        field={field}
        editing={editing === field}
        locked={editing !== null && editing !== field}
        onEdit={() => setEditing(field)}
        onDone={() => setEditing(null)}
      />
    </ContactDetail>
    );
  return (
    <CollapsibleSection title={`${T}.sections.personal`}>
      <DetailList>
        <Detail label={`${T}.fields.name`}>{client.name}</Detail>
        <Detail label={`${T}.fields.lastName`}>{client.lastName || '—'}</Detail>
        <Detail label={`${T}.fields.company`}>{client.company || '—'}</Detail>
        {contact('email')}
        {contact('phone')}
        <Detail label={`${T}.fields.registrationDate`}>
          {client.registrationDate ? formatDay(client.registrationDate) : '—'}
        </Detail>
        <Detail label={`${T}.fields.createdAt`}>
          {client.createdAt ? <time dateTime={client.createdAt}>{formatMadridDateTime(client.createdAt)}</time> : '—'}
        </Detail>
      </DetailList>
    </CollapsibleSection>
  );
};

const ClientOverview = () => {
  const client = useRecordContext<ClientDetail>();
  if (!client) return null;
  return (
    <Stack spacing={2}>
      {client.work && <ClientSummaryCards client={client} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <PersonalData client={client} />
            {!client.forgotten && <NoticePreferenceSection clientId={client.id} />}
            {!client.forgotten && <ClientAccountsSection clientId={client.id} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>{client.work && <ClientWorkSections client={client} />}</Grid>
      </Grid>
    </Stack>
  );
};

/** Overview (the default) and history, as two tabs whose choice lives in the address. */
const ClientTabs = () => {
  const translate = useTranslate();
  return (
    <DetailTabs
      resource="clients"
      idPrefix="client"
      label={translate(`${T}.tabs.label`)}
      main={{ value: 'overview', label: translate(`${T}.tabs.overview`), content: <ClientOverview /> }}
      history={{
        label: translate(`${T}.tabs.history`),
        content: <RepairHistory resource="clients" formatValue={formatClientHistoryValue} title={`${T}.history.title`} />,
      }}
    />
  );
};

/** Not found, an invalid id, or a failure with a retry (spec §2, §8). */
const loadProblems: LoadProblems = {
  describe: (status) => {
    if (status === 404) return { message: `${T}.notifications.not_found`, retry: false };
    if (status === 400) return { message: `${T}.notifications.invalid_id`, retry: false };
    return { message: `${T}.notifications.load_failed`, retry: true };
  },
  backLabel: `${T}.back`,
};

/**
 * The client detail (spec §2): back and refresh, the four summary cards, personal data with
 * the e-mail and phone editable in place, the courtesy notices and the customer accounts
 * linked to the client ('Cuenta de cliente'), the latest repairs, revisions and orders with
 * 'ver todas (n)', and the client's history. An id that is not a positive number is refused
 * before asking ('ID de cliente no válido'); a client that is not there reads 'Cliente no
 * encontrado'; any other failure offers to try again.
 */
export const ClientShow = () => (
  <ShopShow actions={false} problems={loadProblems}>
    <ClientHeader />
    <ClientTabs />
  </ShopShow>
);
