import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useId } from 'react';
import { Link, useTranslate } from 'react-admin';
import { Detail, DetailList } from '../layout/Section';
import { formatLongDay } from './dates';
import type { CalendarDay, CalendarItem } from './types';
import { useWorkDetailPath } from './useWorkDetailPath';
import { PriorityChip, WorkStatusChip, WorkTypeLabel } from './WorkChips';
import '../i18n/calendar.es';

/** One day's work in a dialog: each item with its details and a way to its screen. */
export const DayPanel = ({
  day,
  data,
  onClose,
}: {
  day: string | null;
  data: CalendarDay | undefined;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const items = data?.items ?? [];
  return (
    <Dialog open={day !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      {day && (
        <>
          <DialogTitle id={titleId} sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
            {formatLongDay(day)}
          </DialogTitle>
          <DialogContent dividers>
            {items.length === 0 ? (
              <Typography>{translate('calendar.panel.empty')}</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {items.map((item) => (
                  <DayItem key={item.key} item={item} />
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('calendar.panel.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

const DayItem = ({ item }: { item: CalendarItem }) => {
  const translate = useTranslate();
  const detailPath = useWorkDetailPath()(item);
  const headingId = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} data-key={item.key}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <WorkTypeLabel item={item} />
          <WorkStatusChip item={item} />
          <PriorityChip item={item} />
        </Stack>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {item.title}
        </Typography>
        <DetailList>
          <Detail label="calendar.panel.time">
            {item.time ? translate('calendar.panel.due_by', { time: item.time }) : translate('calendar.panel.closed')}
          </Detail>
          <Detail label="calendar.panel.client">{item.client || '—'}</Detail>
          {item.device && <Detail label="calendar.panel.device">{item.device}</Detail>}
          <Detail label="calendar.panel.description">
            <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {item.description || '—'}
            </Box>
          </Detail>
        </DetailList>
      </CardContent>
      {detailPath && (
        <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>
          <Button
            component={Link}
            to={detailPath}
            size="small"
            variant="outlined"
            startIcon={<OpenInNewIcon />}
            aria-label={translate('calendar.panel.details_of', { title: item.title })}
          >
            {translate('calendar.panel.details')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
