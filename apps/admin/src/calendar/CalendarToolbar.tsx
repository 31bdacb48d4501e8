import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { WORK_TYPES, type WorkType } from '@taller/domain';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarFilters } from './types';
import { isWorkType, workKinds } from './workTypes';
import { visuallyHidden } from '../shared/visuallyHidden';
import '../i18n/calendar.es';

/** Previous week, today, next week. */
export const WeekNavigation = ({
  onPrevious,
  onToday,
  onNext,
}: {
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={translate('calendar.navigation.previous_week')}>
        <IconButton onClick={onPrevious} aria-label={translate('calendar.navigation.previous_week')}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Button variant="outlined" size="small" startIcon={<TodayIcon />} onClick={onToday}>
        {translate('calendar.navigation.today')}
      </Button>
      <Tooltip title={translate('calendar.navigation.next_week')}>
        <IconButton onClick={onNext} aria-label={translate('calendar.navigation.next_week')}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

/**
 * Kind of work and status. With every kind shown the statuses come grouped by kind (the same
 * word means different things: a revision's 'Esperando Cliente' is not a repair's), and picking
 * one also picks its kind; 'Pendientes' is the work that still waits, of any kind.
 */
export const CalendarFilterBar = ({
  filters,
  onChange,
}: {
  filters: CalendarFilters;
  onChange: (filters: CalendarFilters) => void;
}) => {
  const translate = useTranslate();
  const typeLabelId = useId();
  const statusLabelId = useId();

  const changeType = (type: WorkType | '') => {
    const keepsStatus = filters.status === 'open' || (type !== '' && workKinds[type].statuses.includes(filters.status));
    onChange({ type, status: keepsStatus ? filters.status : '' });
  };

  const changeStatus = (value: string) => {
    const [type, status] = value.includes(':') ? value.split(':') : [filters.type, value];
    onChange({ type: isWorkType(type) ? type : '', status: status ?? '' });
  };

  const statusOptions: ReactNode[] = [
    <MenuItem key="all" value="">
      {translate('calendar.filters.all_statuses')}
    </MenuItem>,
    <MenuItem key="open" value="open">
      {translate('calendar.filters.open')}
    </MenuItem>,
  ];
  const kinds = filters.type ? [filters.type] : WORK_TYPES;
  for (const type of kinds) {
    const kind = workKinds[type];
    if (!filters.type) statusOptions.push(<ListSubheader key={`group-${type}`}>{translate(`calendar.types.${type}`)}</ListSubheader>);
    for (const status of kind.statuses) {
      const value = filters.type ? status : `${type}:${status}`;
      statusOptions.push(
        <MenuItem key={`${type}-${status}`} value={value} sx={filters.type ? undefined : { pl: 4 }}>
          {kind.statusLabels[status] ?? status}
        </MenuItem>,
      );
    }
  }
  const statusValue = filters.status === '' || filters.status === 'open' || filters.type ? filters.status : '';

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span id={typeLabelId} style={visuallyHidden}>
          {translate('calendar.filters.type')}
        </span>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.type}
          onChange={(_, type: WorkType | '' | null) => type !== null && changeType(type)}
          aria-labelledby={typeLabelId}
        >
          <ToggleButton value="">{translate('calendar.filters.all_types')}</ToggleButton>
          {WORK_TYPES.map((type) => {
            const Icon = workKinds[type].icon;
            return (
              <ToggleButton key={type} value={type} sx={{ gap: 0.5 }}>
                <Icon fontSize="small" aria-hidden />
                {translate(`calendar.types.${type}`)}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </Stack>
      <FormControl size="small" fullWidth={false} sx={{ minWidth: 220 }}>
        <InputLabel id={statusLabelId} shrink>{translate('calendar.filters.status')}</InputLabel>
        <Select
          labelId={statusLabelId}
          label={translate('calendar.filters.status')}
          value={statusValue}
          onChange={(event) => changeStatus(event.target.value)}
          displayEmpty
          notched
          renderValue={(value) =>
            value === ''
              ? translate('calendar.filters.all_statuses')
              : value === 'open'
                ? translate('calendar.filters.open')
                : filters.type
                  ? (workKinds[filters.type].statusLabels[value] ?? value)
                  : value
          }
        >
          {statusOptions}
        </Select>
      </FormControl>
    </Stack>
  );
};
