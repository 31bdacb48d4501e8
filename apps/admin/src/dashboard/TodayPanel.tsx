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
import { madridDay, SHOP_TIME_ZONE, workTypeLabels, type WorkType } from '@taller/domain';
import { useId, type ReactNode } from 'react';
import { LinkBase, useBasename, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { fetchUrgentWork } from '../calendar/api';
import { useNow } from '../notes/relativeTime';
import type { Repair } from '../providers/types';
import { fetchOrdersReadyOn } from './api';

/** How often the day's figures are read again while the dashboard stays open. */
const REFRESH_MS = 60_000;
/** Urgent work named on the dashboard; the calendar lists it all. */
const URGENT_SHOWN = 3;
/** Pickups named per kind; the rest are counted. */
const PICKUPS_SHOWN = 5;
/** Completed repairs still in the shop listed at most (the count is the list's total). */
const COMPLETED_REPAIRS_READ = 100;

const RESOURCE_OF: Record<WorkType, string> = { repair: 'repairs', revision: 'revisions', order: 'orders' };

/** A repair with what the API adds about its collection. */
type RepairWithPickup = Repair & { collectedAt: string | null };

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

/** The urgent work count (`Content-Range` total) linking to the calendar, and the most pressing items. */
const UrgentWork = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['dashboard', 'urgent'],
    queryFn: () => fetchUrgentWork(''),
    refetchInterval: REFRESH_MS,
  });

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
            to={`${basename}/calendario`}
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
          {data.items.some((item) => item.overdue) ? (
            <Chip
              size="small"
              color="error"
              sx={{ mt: 1 }}
              label={translate('dashboard.urgent.overdue', { smart_count: data.items.filter((item) => item.overdue).length })}
            />
          ) : null}
          {data.items.length > 0 ? (
            <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
              {data.items.slice(0, URGENT_SHOWN).map((item) => (
                <WorkLine
                  key={item.key}
                  to={createPath({ resource: RESOURCE_OF[item.type], type: 'show', id: item.id })}
                  title={item.title}
                  client={item.client}
                  aside={
                    <Typography
                      variant="body2"
                      sx={{ flexShrink: 0, fontWeight: 600, color: item.overdue ? 'error.main' : 'text.primary' }}
                    >
                      {item.timeLeft.label}
                    </Typography>
                  }
                />
              ))}
            </Box>
          ) : null}
        </>
      )}
    </Tile>
  );
};

/**
 * Today's pickups: repairs completed and not yet collected (the repair list filtered by
 * status), and orders ready whose delivery day is today (the calendar for today, orders, ready).
 */
const PickupsToday = ({ today }: { today: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const repairs = useGetList<RepairWithPickup>(
    'repairs',
    {
      filter: { status: 'completed', collected: false },
      sort: { field: 'updatedAt', order: 'DESC' },
      pagination: { page: 1, perPage: COMPLETED_REPAIRS_READ },
    },
    { refetchInterval: REFRESH_MS },
  );
  const orders = useQuery({
    queryKey: ['dashboard', 'orders-ready', today],
    queryFn: () => fetchOrdersReadyOn(today),
    refetchInterval: REFRESH_MS,
  });

  const waitingRepairs = repairs.data ?? [];
  const readyOrders = orders.data ?? [];
  const total = (repairs.total ?? waitingRepairs.length) + readyOrders.length;
  const retry = () => {
    if (repairs.error) void repairs.refetch();
    if (orders.error) void orders.refetch();
  };
  const completedRepairsList = `${createPath({ resource: 'repairs', type: 'list' })}?${new URLSearchParams({
    filter: JSON.stringify({ status: 'completed', collected: false }),
  })}`;

  return (
    <Tile title={translate('dashboard.pickups.title')}>
      {repairs.isPending || orders.isPending ? (
        <Loading />
      ) : repairs.error || orders.error ? (
        <LoadFailed message="dashboard.pickups.load_failed" onRetry={retry} />
      ) : total === 0 ? (
        <Typography color="text.secondary">{translate('dashboard.pickups.none')}</Typography>
      ) : (
        <>
          <Typography component="p" sx={{ mb: 1 }}>
            <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, mr: 1 }}>
              {total}
            </Box>{' '}
            {translate('dashboard.pickups.count_label', { smart_count: total })}
          </Typography>
          {waitingRepairs.length > 0 ? (
            <PickupGroup
              title={translate('dashboard.pickups.repairs')}
              more={waitingRepairs.length - PICKUPS_SHOWN}
              moreTo={completedRepairsList}
            >
              {waitingRepairs.slice(0, PICKUPS_SHOWN).map((repair) => (
                <WorkLine
                  key={repair.id}
                  to={createPath({ resource: 'repairs', type: 'show', id: repair.id })}
                  title={`${workTypeLabels.repair}: ${`${repair.device} ${repair.model}`.trim()}`}
                  client={repair.clientName}
                />
              ))}
            </PickupGroup>
          ) : null}
          {readyOrders.length > 0 ? (
            <PickupGroup title={translate('dashboard.pickups.orders')} more={0}>
              {readyOrders.map((order) => (
                <WorkLine
                  key={order.key}
                  to={createPath({ resource: 'orders', type: 'show', id: order.id })}
                  title={order.title}
                  client={order.client}
                />
              ))}
            </PickupGroup>
          ) : null}
        </>
      )}
    </Tile>
  );
};

const PickupGroup = ({ title, more, moreTo, children }: { title: string; more: number; moreTo?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {children}
      </Box>
      {more > 0 && moreTo ? (
        <Link component={LinkBase} to={moreTo} variant="body2">
          {translate('dashboard.today.more', { smart_count: more })}
        </Link>
      ) : null}
    </Box>
  );
};

/** The day at a glance: what is urgent and what customers come to collect today. */
export const TodayPanel = () => {
  const translate = useTranslate();
  const headingId = useId();
  const now = useNow();
  const today = madridDay(new Date(now));
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
        <PickupsToday today={today} />
      </Box>
    </Box>
  );
};
