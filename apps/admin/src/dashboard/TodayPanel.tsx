import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import type { UrgentItem, WorkType } from '@taller/domain';
import { SHOP_TIME_ZONE } from '@taller/domain/dates';
import { workTypeLabels } from '@taller/domain/texts';
import { useId, type ReactNode } from 'react';
import { LinkBase, useBasename, useCreatePath, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { fetchUrgentWork } from '../calendar/api';
import { fetchPublicShop } from '../shop-settings/api';
import { useNow } from '../notes/relativeTime';
import type { Order } from '../orders/types';
import type { Repair } from '../providers/types';

/** How often the day's figures are read again while the dashboard stays open. */
const REFRESH_MS = 60_000;
/** Urgent work named on the dashboard; the calendar lists it all. */
const URGENT_SHOWN = 3;
/** Late work named on the dashboard, the least late first; the rest are counted. */
const LATE_SHOWN = 2;
/** Pickups named per kind; the rest are counted. */
const PICKUPS_SHOWN = 5;

const RESOURCE_OF: Record<WorkType, string> = { repair: 'repairs', revision: 'revisions', order: 'orders' };

/** A repair with what the API adds about its collection. */
type RepairWithPickup = Repair & { collectedAt: string | null; noticeDay: string | null };

const longDay = new Intl.DateTimeFormat('es-ES', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** A titled tile of the day at a glance. */
const Tile = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const LoadFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('dashboard.today.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};

const Loading = () => (
  <Box>
    <Skeleton width="50%" height={40} />
    <Skeleton width="80%" />
  </Box>
);

/** A line that opens one piece of work: what it is, for whom, and an optional marker. */
const WorkLine = ({ to, title, client, aside }: { to: string; title: string; client: string; aside?: ReactNode }) => (
  <Box component="li" sx={{ listStyle: 'none', py: 0.5 }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Link component={LinkBase} to={to} underline="hover" variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {client}
        </Typography>
      </Box>
      {aside}
    </Stack>
  </Box>
);

/** How many links of a group show, and the count and link to the rest. */
const GroupOf = ({
  title,
  total,
  moreTo,
  moreLabel,
  children,
}: {
  title: string;
  total: number;
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
}) => (
  <Box sx={{ mt: 1.5 }}>
    <Typography variant="body2" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
      {title} <Box component="span" data-group-total={total}>({total})</Box>
    </Typography>
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {children}
    </Box>
    {moreTo && moreLabel ? (
      <Link component={LinkBase} to={moreTo} variant="body2">
        {moreLabel}
      </Link>
    ) : null}
  </Box>
);

/**
 * Urgent work: the count (`Content-Range` total) linking to the calendar; what is still due in
 * the next 48 hours first, soonest first; the late work grouped after it, least late first,
 * counted, so that months-old orders never bury today's work.
 */
const UrgentWork = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['dashboard', 'urgent'],
    queryFn: () => fetchUrgentWork(''),
    refetchInterval: REFRESH_MS,
  });
  const calendar = `${basename}/calendario`;
  const line = (item: UrgentItem) => (
    <WorkLine
      key={item.key}
      to={createPath({ resource: RESOURCE_OF[item.type], type: 'show', id: item.id })}
      title={item.title}
      client={item.client}
      aside={
        <Typography variant="body2" sx={{ flexShrink: 0, fontWeight: 600, color: item.overdue ? 'error.main' : 'text.primary' }}>
          {item.timeLeft.label}
        </Typography>
      }
    />
  );

  return (
    <Tile title={translate('dashboard.urgent.title')}>
      {isPending ? (
        <Loading />
      ) : error ? (
        <LoadFailed message="dashboard.urgent.load_failed" onRetry={() => void refetch()} />
      ) : (
        <>
          <CardActionArea
            component={LinkBase}
            to={calendar}
            data-urgent-total={data.total}
            sx={{ borderRadius: 1, p: 1, mx: -1, width: 'calc(100% + 16px)' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>
                <Typography component="span" sx={{ display: 'block' }}>
                  <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, mr: 1 }}>
                    {data.total}
                  </Box>{' '}
                  {translate('dashboard.urgent.count_label', { smart_count: data.total })}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {data.total > 0 ? translate('dashboard.urgent.hint') : translate('dashboard.urgent.none')}
                  {' · '}
                  {translate('dashboard.urgent.see_calendar')}
                </Typography>
              </Box>
              <ChevronRightIcon color="action" />
            </Stack>
          </CardActionArea>
          <DueAndLate items={data.items} overdueTotal={data.overdueTotal} total={data.total} line={line} calendar={calendar} />
        </>
      )}
    </Tile>
  );
};

const DueAndLate = ({
  items,
  total,
  overdueTotal,
  line,
  calendar,
}: {
  items: UrgentItem[];
  total: number;
  overdueTotal: number;
  line: (item: UrgentItem) => ReactNode;
  calendar: string;
}) => {
  const translate = useTranslate();
  const due = items.filter((item) => !item.overdue);
  const late = items.filter((item) => item.overdue);
  const dueTotal = total - overdueTotal;
  return (
    <>
      <GroupOf
        title={translate('dashboard.urgent.due')}
        total={dueTotal}
        moreTo={dueTotal > URGENT_SHOWN ? calendar : undefined}
        moreLabel={translate('dashboard.today.more', { smart_count: dueTotal - URGENT_SHOWN })}
      >
        {due.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none', py: 0.5 }}>
            {translate('dashboard.urgent.nothing_due')}
          </Typography>
        ) : (
          due.slice(0, URGENT_SHOWN).map(line)
        )}
      </GroupOf>
      {overdueTotal > 0 ? (
        <GroupOf
          title={translate('dashboard.urgent.late')}
          total={overdueTotal}
          moreTo={overdueTotal > LATE_SHOWN ? calendar : undefined}
          moreLabel={translate('dashboard.today.more', { smart_count: overdueTotal - LATE_SHOWN })}
        >
          {late.slice(0, LATE_SHOWN).map(line)}
        </GroupOf>
      ) : null}
    </>
  );
};

/** The repairs list or the orders list with one filter, as a link. */
const useFilteredList = () => {
  const createPath = useCreatePath();
  return (resource: string, filter: Record<string, unknown>) =>
    `${createPath({ resource, type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
};

/** One page of a filtered list: its first rows and its total, refreshed while the dashboard is open. */
const useFirstOf = <T extends RaRecord>(resource: string, filter: Record<string, unknown>, perPage: number) =>
  useGetList<T>(
    resource,
    { filter, sort: { field: 'updatedAt', order: 'ASC' }, pagination: { page: 1, perPage } },
    { refetchInterval: REFRESH_MS },
  );

/**
 * What customers come to collect: finished repairs whose storage is still free and orders
 * ready, each counted and linked to the list that shows exactly those; apart, the devices
 * left for long (storage being charged, and among them those that may be treated as
 * abandoned). Every count is the total of the list its link opens.
 */
const Pickups = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const listOf = useFilteredList();
  const ready = useFirstOf<RepairWithPickup>('repairs', { pickup: 'ready' }, PICKUPS_SHOWN);
  const orders = useFirstOf<Order>('orders', { status: 'ready' }, PICKUPS_SHOWN);
  const stored = useFirstOf<Repair>('repairs', { pickup: 'storage' }, 1);
  const abandonable = useFirstOf<Repair>('repairs', { pickup: 'abandonable' }, 1);
  // The days the counts are worded with: the shop's terms today, as the server counted them.
  const shop = useQuery({ queryKey: ['shop'], queryFn: ({ signal }) => fetchPublicShop(signal), staleTime: 30_000 });
  const all = [ready, orders, stored, abandonable, shop];
  const retry = () => all.filter((query) => query.error).forEach((query) => void query.refetch());

  if (all.some((query) => query.isPending)) return <Tile title={translate('dashboard.pickups.title')}><Loading /></Tile>;
  if (all.some((query) => query.error)) {
    return (
      <Tile title={translate('dashboard.pickups.title')}>
        <LoadFailed message="dashboard.pickups.load_failed" onRetry={retry} />
      </Tile>
    );
  }
  const readyTotal = ready.total ?? 0;
  const ordersTotal = orders.total ?? 0;
  const storedTotal = stored.total ?? 0;
  const abandonableTotal = abandonable.total ?? 0;
  const total = readyTotal + ordersTotal;

  return (
    <Tile title={translate('dashboard.pickups.title')}>
      <Typography component="p" data-pickups-total={total}>
        <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, mr: 1 }}>
          {total}
        </Box>{' '}
        {translate('dashboard.pickups.count_label', { smart_count: total })}
      </Typography>
      {total === 0 ? <Typography color="text.secondary">{translate('dashboard.pickups.none')}</Typography> : null}
      {readyTotal > 0 ? (
        <GroupOf
          title={translate('dashboard.pickups.repairs')}
          total={readyTotal}
          moreTo={listOf('repairs', { pickup: 'ready' })}
          moreLabel={translate('dashboard.pickups.see_all', { smart_count: readyTotal })}
        >
          {(ready.data ?? []).map((repair) => (
            <WorkLine
              key={repair.id}
              to={createPath({ resource: 'repairs', type: 'show', id: repair.id })}
              title={`${workTypeLabels.repair}: ${`${repair.device} ${repair.model}`.trim()}`}
              client={repair.clientName}
              aside={
                repair.noticeDay ? null : (
                  <Chip size="small" variant="outlined" color="warning" label={translate('dashboard.pickups.not_told')} />
                )
              }
            />
          ))}
        </GroupOf>
      ) : null}
      {ordersTotal > 0 ? (
        <GroupOf
          title={translate('dashboard.pickups.orders')}
          total={ordersTotal}
          moreTo={listOf('orders', { status: 'ready' })}
          moreLabel={translate('dashboard.pickups.see_all', { smart_count: ordersTotal })}
        >
          {(orders.data ?? []).map((order) => (
            <WorkLine
              key={order.id}
              to={createPath({ resource: 'orders', type: 'show', id: order.id })}
              title={`${workTypeLabels.order}: ${order.name}`}
              client={order.clientName}
            />
          ))}
        </GroupOf>
      ) : null}
      {storedTotal > 0 ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} icon={false}>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            {translate('dashboard.pickups.long_uncollected')}
          </Typography>
          <Link component={LinkBase} to={listOf('repairs', { pickup: 'storage' })} variant="body2" sx={{ display: 'block' }}>
            {translate('dashboard.pickups.in_storage', { smart_count: storedTotal, days: shop.data!.terms.storageFreeDays })}
          </Link>
          {abandonableTotal > 0 ? (
            <Link component={LinkBase} to={listOf('repairs', { pickup: 'abandonable' })} variant="body2" sx={{ display: 'block' }}>
              {translate('dashboard.pickups.abandonable', { smart_count: abandonableTotal, days: shop.data!.terms.abandonedAfterDays })}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </Tile>
  );
};

/**
 * Quotes waiting for the customer's answer, and those that ran out unanswered (someone should
 * phone): each count the total of the list its link opens.
 */
const Quotes = () => {
  const translate = useTranslate();
  const listOf = useFilteredList();
  const pending = useFirstOf<Repair>('repairs', { quote: 'pending' }, 1);
  const expired = useFirstOf<Repair>('repairs', { quote: 'expired' }, 1);
  // A revision's quote prices the repair it would become: it waits for the customer too.
  const pendingRevisions = useFirstOf<{ id: number }>('revisions', { quote: 'pending' }, 1);
  const expiredRevisions = useFirstOf<{ id: number }>('revisions', { quote: 'expired' }, 1);
  const queries = [pending, expired, pendingRevisions, expiredRevisions];
  const title = translate('quote.dashboard.title');
  if (queries.some((query) => query.isPending)) return <Tile title={title}><Loading /></Tile>;
  if (queries.some((query) => query.error)) {
    return (
      <Tile title={title}>
        <LoadFailed message="quote.dashboard.load_failed" onRetry={() => queries.forEach((query) => void query.refetch())} />
      </Tile>
    );
  }
  const repairs = pending.total ?? 0;
  const revisions = pendingRevisions.total ?? 0;
  const total = repairs + revisions;
  const late = expired.total ?? 0;
  const lateRevisions = expiredRevisions.total ?? 0;
  const link = (to: string, text: string, first = false) => (
    <Link component={LinkBase} to={to} variant="body2" sx={{ display: 'block', mt: first ? 0 : 1 }}>
      {text}
    </Link>
  );
  return (
    <Tile title={title}>
      <Typography component="p" data-quotes-total={total}>
        <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, mr: 1 }}>
          {total}
        </Box>{' '}
        {translate('quote.dashboard.count_label', { smart_count: total })}
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary">{translate('quote.dashboard.none')}</Typography>
      ) : revisions === 0 ? (
        link(listOf('repairs', { quote: 'pending' }), translate('quote.dashboard.see_all'), true)
      ) : (
        <>
          {repairs > 0 && link(listOf('repairs', { quote: 'pending' }), translate('quote.dashboard.see_repairs', { smart_count: repairs }), true)}
          {link(listOf('revisions', { quote: 'pending' }), translate('quote.dashboard.see_revisions', { smart_count: revisions }), repairs === 0)}
        </>
      )}
      {late > 0 && link(listOf('repairs', { quote: 'expired' }), translate('quote.dashboard.expired', { smart_count: late }))}
      {lateRevisions > 0 && link(listOf('revisions', { quote: 'expired' }), translate('quote.dashboard.expired_revisions', { smart_count: lateRevisions }))}
    </Tile>
  );
};

/** The day at a glance: what is urgent and what customers come to collect. */
export const TodayPanel = () => {
  const translate = useTranslate();
  const headingId = useId();
  const now = useNow();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ containerType: 'inline-size' }}>
      <Typography id={headingId} variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 2 }}>
        {translate('dashboard.today.title', { day: longDay.format(new Date(now)) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@container (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <UrgentWork />
        <Pickups />
        <Quotes />
      </Box>
    </Box>
  );
};
