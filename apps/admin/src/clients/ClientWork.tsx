import BuildIcon from '@mui/icons-material/Build';
import EuroIcon from '@mui/icons-material/Euro';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDay,
  formatEuros,
  madridDay,
  orderStatusColours,
  orderStatusLabels,
  revisionStatusColours,
  revisionStatusLabels,
} from '@taller/domain';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { StatusChip } from '../repairs/StatusChip';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { priceText } from '../shared/price';
import type { ClientDetail, ClientOrderItem, ClientRepairItem, ClientRevisionItem, WorkSummary } from './types';
import '../i18n/details.es';

const T = 'clientDetail';

type WorkKind = 'repairs' | 'revisions' | 'orders';

const day = (instant: string) => formatDay(madridDay(instant));

const SummaryCard = ({
  kind,
  icon,
  title,
  value,
  detail,
}: {
  kind: WorkKind | 'revenue';
  icon: ReactNode;
  title: string;
  value: string;
  detail: string;
}) => {
  const translate = useTranslate();
  return (
    <Card component="li" variant="outlined" data-testid={`summary-${kind}`} sx={{ listStyle: 'none', minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {icon}
          <Typography variant="body2" component="h2" sx={{ fontWeight: 600 }}>
            {translate(title)}
          </Typography>
        </Stack>
        <Typography variant="h4" component="p" data-testid={`summary-${kind}-value`} sx={{ mt: 1, fontWeight: 600 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid={`summary-${kind}-detail`}>
          {detail}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The four cards of the spec: repairs, revisions and orders (each with its pending count) and revenue. */
export const ClientSummaryCards = ({ client }: { client: ClientDetail }) => {
  const translate = useTranslate();
  const { repairs, revisions, orders, revenueCents } = client.work;
  const pending = (summary: WorkSummary<unknown>) => translate(`${T}.cards.pending`, { smart_count: summary.pending });
  return (
    <Box
      component="ul"
      aria-label={translate(`${T}.cards.label`)}
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <SummaryCard kind="repairs" icon={<BuildIcon fontSize="small" />} title={`${T}.cards.repairs`} value={String(repairs.total)} detail={pending(repairs)} />
      <SummaryCard kind="revisions" icon={<FactCheckIcon fontSize="small" />} title={`${T}.cards.revisions`} value={String(revisions.total)} detail={pending(revisions)} />
      <SummaryCard kind="orders" icon={<ShoppingBagIcon fontSize="small" />} title={`${T}.cards.orders`} value={String(orders.total)} detail={pending(orders)} />
      <SummaryCard
        kind="revenue"
        icon={<EuroIcon fontSize="small" />}
        title={`${T}.cards.revenue`}
        value={formatEuros(revenueCents)}
        detail={translate(`${T}.cards.revenue_hint`)}
      />
    </Box>
  );
};

/** One piece of work in a section: its number and what it is, its status, its day; opens its detail. */
const WorkItem = ({
  to,
  title,
  detail,
  status,
}: {
  to: string;
  title: string;
  detail: string;
  status: ReactNode;
}) => (
  <ListItem disablePadding divider>
    <ListItemButton component={Link} to={to} sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', px: 1 }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      </Box>
      {status}
    </ListItemButton>
  </ListItem>
);

/**
 * One kind of work of the client: the five latest (each opens its detail) and 'ver todas (n)',
 * which opens that list filtered by this client.
 */
const WorkSection = <Item extends { id: number }>({
  kind,
  clientId,
  summary,
  renderItem,
}: {
  kind: WorkKind;
  clientId: number;
  summary: WorkSummary<Item>;
  renderItem: (item: Item) => ReactNode;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const listPath = `${createPath({ resource: kind, type: 'list' })}?${new URLSearchParams({
    filter: JSON.stringify({ clientId }),
  })}`;
  const shown = summary.latest.length;
  return (
    <CollapsibleSection
      title={`${T}.sections.${kind}`}
      actions={
        summary.total > 0 ? (
          <Button component={Link} to={listPath} size="small" variant="outlined">
            {translate(`${T}.work.view_all_${kind}`, { total: summary.total })}
          </Button>
        ) : undefined
      }
    >
      {shown === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.work.none_${kind}`)}
        </Typography>
      ) : (
        <>
          {summary.total > shown && (
            <Typography variant="body2" color="text.secondary">
              {translate(kind === 'orders' ? `${T}.work.latest_orders` : `${T}.work.latest`, { shown, total: summary.total })}
            </Typography>
          )}
          <List dense disablePadding>
            {summary.latest.map(renderItem)}
          </List>
        </>
      )}
    </CollapsibleSection>
  );
};

/** The repairs, revisions and orders sections of the client detail. */
export const ClientWorkSections = ({ client }: { client: ClientDetail }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const show = (resource: WorkKind, id: number) => createPath({ resource, id, type: 'show' });
  const { repairs, revisions, orders } = client.work;
  return (
    <Stack spacing={2}>
      <WorkSection<ClientRepairItem>
        kind="repairs"
        clientId={client.id}
        summary={repairs}
        renderItem={(repair) => (
          <WorkItem
            key={repair.id}
            to={show('repairs', repair.id)}
            title={`${translate(`${T}.work.repair`, { id: repair.id })} · ${[repair.device, repair.model].filter(Boolean).join(' ')}`}
            detail={[repair.description, day(repair.createdAt), priceText(repair.priceCents)]
              .filter(Boolean)
              .join(' · ')}
            status={<StatusChip status={repair.status} />}
          />
        )}
      />
      <WorkSection<ClientRevisionItem>
        kind="revisions"
        clientId={client.id}
        summary={revisions}
        renderItem={(revision) => (
          <WorkItem
            key={revision.id}
            to={show('revisions', revision.id)}
            title={`${translate(`${T}.work.revision`, { id: revision.id })} · ${[revision.device, revision.model].filter(Boolean).join(' ')}`}
            detail={[
              revision.description,
              revision.date ? translate(`${T}.work.scheduled`, { day: formatDay(revision.date) }) : null,
              revision.convertedToRepairId != null
                ? translate(`${T}.work.converted`, { id: revision.convertedToRepairId })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            status={<StatusChip status={revision.status} labels={revisionStatusLabels} colours={revisionStatusColours} />}
          />
        )}
      />
      <WorkSection<ClientOrderItem>
        kind="orders"
        clientId={client.id}
        summary={orders}
        renderItem={(order) => (
          <WorkItem
            key={order.id}
            to={show('orders', order.id)}
            title={`${translate(`${T}.work.order`, { id: order.id })} · ${order.name}`}
            detail={[order.description, day(order.createdAt), formatEuros(order.totalCents)].filter(Boolean).join(' · ')}
            status={<StatusChip status={order.status} labels={orderStatusLabels} colours={orderStatusColours} />}
          />
        )}
      />
    </Stack>
  );
};
