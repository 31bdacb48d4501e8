import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatMadridDateTime, type WorkType } from '@taller/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useTranslate } from 'react-admin';
import { fetchUrgentWork, retryOnceUnlessRefused } from './api';
import { LoadFailure } from './LoadFailure';
import type { UrgentItem } from './types';
import { useWorkDetailPath } from './useWorkDetailPath';
import { kindOf } from './workTypes';
import '../i18n/calendar.es';

/** The time left changes by the minute: the list refreshes itself as often. */
const REFRESH_MS = 60_000;

/** Open work due within 48 hours or already late, most pressing first (spec §2, §9). */
export const UrgentList = ({ type }: { type: WorkType | '' }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['calendar', 'urgent', type],
    queryFn: ({ signal }) => fetchUrgentWork(type, signal),
    refetchInterval: REFRESH_MS,
    retry: retryOnceUnlessRefused,
  });

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      {isFetching && <LinearProgress aria-hidden sx={{ height: 2 }} />}
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {translate('calendar.urgent.title')}
          {data ? ` (${data.total})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('calendar.urgent.subtitle')}
        </Typography>
      </CardContent>
      {error ? (
        <LoadFailure
          title="calendar.urgent.load_failed"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          narrow
          sx={{ mx: 2, mb: 2 }}
        />
      ) : isPending ? (
        <Typography role="status" sx={{ px: 2, pb: 2 }} color="text.secondary">
          {translate('calendar.loading')}
        </Typography>
      ) : data.items.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }}>{translate('calendar.urgent.empty')}</Typography>
      ) : (
        <>
          <List dense aria-labelledby={headingId} sx={{ pt: 0 }}>
            {data.items.map((item) => (
              <UrgentRow key={item.key} item={item} />
            ))}
          </List>
          {data.total > data.items.length && (
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1.5, display: 'block' }}>
              {translate('calendar.urgent.shown', { shown: data.items.length, total: data.total })}
            </Typography>
          )}
        </>
      )}
    </Card>
  );
};

const UrgentRow = ({ item }: { item: UrgentItem }) => {
  const translate = useTranslate();
  const detailPath = useWorkDetailPath()(item);
  const Icon = kindOf(item.type)?.icon;
  const content = (
    <>
      {Icon && (
        <ListItemIcon sx={{ minWidth: 32 }}>
          <Icon fontSize="small" aria-hidden />
        </ListItemIcon>
      )}
      <ListItemText
        primary={item.title}
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {item.client}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {translate('calendar.urgent.due', { date: formatMadridDateTime(item.dueDate) })}
            </Box>
            <Chip
              component="span"
              size="small"
              icon={
                item.overdue ? (
                  <ErrorIcon aria-hidden />
                ) : (
                  <ScheduleIcon aria-hidden color={item.priority === 'urgent' ? 'warning' : 'action'} />
                )
              }
              color={item.overdue ? 'error' : 'default'}
              variant={item.overdue ? 'filled' : 'outlined'}
              label={item.timeLeft.label}
              data-overdue={item.overdue}
              sx={{ mt: 0.5 }}
            />
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
      />
    </>
  );
  return (
    <ListItem
      disablePadding
      data-key={item.key}
      sx={item.overdue ? { borderLeft: 4, borderColor: 'error.main' } : { borderLeft: 4, borderColor: 'transparent' }}
    >
      {detailPath ? (
        <ListItemButton
          component={Link}
          to={detailPath}
          sx={{ alignItems: 'flex-start', color: 'inherit', textDecoration: 'none' }}
        >
          {content}
        </ListItemButton>
      ) : (
        <Box sx={{ display: 'flex', px: 2, py: 1 }}>{content}</Box>
      )}
    </ListItem>
  );
};
