import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagIcon from '@mui/icons-material/Flag';
import { priorityLabels } from '@taller/domain';
import { useTranslate } from 'react-admin';
import { kindOf, priorityColours } from './workTypes';
import type { CalendarItem } from './types';
import '../i18n/calendar.es';

/**
 * The item's status in the label the API gave and the colour its kind uses for it (the theme
 * keeps every filled chip's letters at AA contrast or better).
 */
export const WorkStatusChip = ({ item }: { item: CalendarItem }) => {
  const colour = kindOf(item.type)?.statusColours[item.status] ?? 'default';
  return (
    <Chip
      size="small"
      label={item.statusLabel || item.status}
      color={colour}
      data-status={item.status}
    />
  );
};

/** The priority as a flag in its colour, the word in the text colour (readable on any). */
export const PriorityChip = ({ item }: { item: CalendarItem }) => {
  const translate = useTranslate();
  const colour = priorityColours[item.priority] ?? 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<FlagIcon aria-hidden color={colour === 'default' ? 'action' : colour} />}
      label={translate('calendar.panel.priority', { priority: priorityLabels[item.priority] ?? item.priority })}
      sx={{ color: 'text.primary', ...(colour !== 'default' && { borderColor: `${colour}.main` }) }}
      data-priority={item.priority}
    />
  );
};

/** The kind of work with its icon: 'Reparación', 'Revisión', 'Pedido'. */
export const WorkTypeLabel = ({ item }: { item: CalendarItem }) => {
  const Icon = kindOf(item.type)?.icon;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {Icon && <Icon fontSize="small" color="action" aria-hidden />}
      <Typography variant="body2" component="span">
        {item.typeLabel}
      </Typography>
    </Stack>
  );
};
