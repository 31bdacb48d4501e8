import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { addDays, WORK_TYPES } from '@taller/domain';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { dayOfMonth, formatDayAndMonth, formatLongDay, weekdayNames } from './dates';
import type { CalendarDay } from './types';
import { countField, kindOf, workKinds } from './workTypes';
import '../i18n/calendar.es';

/** How many titles a day cell shows before '+N más'. */
const TITLES_PER_DAY = 2;

/**
 * A title wraps onto at most this many lines: on the shop's 1366 px screen a cell is about
 * 100 px wide, and one line held only ten letters ('Portátil Len…'). The whole title is also
 * the line's tooltip and in the day panel.
 */
const TITLE_LINES = 3;

/** Arrow keys move a day or a week; Home and End go to the ends of the week. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface CalendarGridProps {
  /** The grid's days, from a Monday, a multiple of seven. */
  days: string[];
  today: string;
  /** The loaded days by date; a missing day is still loading (or failed). */
  loaded: Map<string, CalendarDay>;
  loading: boolean;
  /** The day that takes the keyboard focus (a roving tab stop: one Tab into the grid). */
  focusedDay: string;
  onFocusDay: (day: string) => void;
  onOpenDay: (day: string) => void;
  /** Moves the period by whole weeks, when the keyboard walks past its edge. */
  onShiftWeeks: (weeks: number) => void;
  label: string;
}

/** The item's title without its kind ('Reparación: Móvil X' → 'Móvil X'): the icon says it. */
const shortTitle = (title: string, typeLabel: string) =>
  title.startsWith(`${typeLabel}: `) ? title.slice(typeLabel.length + 2) : title;

export const CalendarGrid = ({
  days,
  today,
  loaded,
  loading,
  focusedDay,
  onFocusDay,
  onOpenDay,
  onShiftWeeks,
  label,
}: CalendarGridProps) => {
  const translate = useTranslate();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocusTo = useRef<string | null>(null);

  // After a key moved the focus (and maybe the weeks), put it on the day's button once drawn.
  useEffect(() => {
    if (moveFocusTo.current && moveFocusTo.current === focusedDay) {
      buttons.current.get(focusedDay)?.focus();
      moveFocusTo.current = null;
    }
  });

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const index = days.indexOf(day);
    let target: string;
    if (event.key in KEY_STEPS) target = addDays(day, KEY_STEPS[event.key]!);
    else if (event.key === 'Home') target = days[index - (index % 7)]!;
    else if (event.key === 'End') target = days[index - (index % 7) + 6]!;
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const weeks = event.key === 'PageUp' ? -1 : 1;
      onShiftWeeks(weeks);
      target = addDays(day, weeks * 7);
    } else return;
    event.preventDefault();
    if (!days.includes(target) && event.key in KEY_STEPS) onShiftWeeks(target < day ? -1 : 1);
    moveFocusTo.current = target;
    onFocusDay(target);
  };

  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  return (
    <Box role="grid" aria-label={label} aria-busy={loading} aria-readonly sx={{ width: '100%' }}>
      <Box role="row" sx={rowSx}>
        {weekdayNames(days[0]!).map(({ long, short }) => (
          <Box
            role="columnheader"
            key={long}
            sx={{ py: 0.5, textAlign: 'center', typography: 'body2', fontWeight: 600, textTransform: 'capitalize' }}
          >
            <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
              {long}
            </Box>
            <Box component="abbr" title={long} sx={{ display: { xs: 'inline', lg: 'none' }, textDecoration: 'none' }}>
              {short}
            </Box>
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={week[0]} sx={rowSx}>
          {week.map((day) => {
            const data = loaded.get(day);
            const isToday = day === today;
            const summary = data && data.total > 0
              ? WORK_TYPES.filter((type) => data[countField[type]] > 0)
                  .map((type) => translate(`calendar.counts.${type}`, { smart_count: data[countField[type]] }))
                  .join(', ')
              : translate('calendar.counts.none');
            return (
              <Box role="gridcell" key={day} sx={{ minWidth: 0 }}>
                <ButtonBase
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) buttons.current.set(day, element);
                    else buttons.current.delete(day);
                  }}
                  data-date={day}
                  data-today={isToday || undefined}
                  tabIndex={day === focusedDay ? 0 : -1}
                  aria-label={translate(isToday ? 'calendar.day.label_today' : 'calendar.day.label', {
                    date: formatLongDay(day),
                    summary,
                  })}
                  aria-haspopup="dialog"
                  onClick={() => {
                    onFocusDay(day);
                    onOpenDay(day);
                  }}
                  onFocus={() => day !== focusedDay && onFocusDay(day)}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  sx={(theme) => ({
                    width: '100%',
                    height: '100%',
                    minHeight: { xs: 92, md: 112 },
                    p: 0.75,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    borderRadius: 1,
                    border: `1px solid ${theme.palette.divider}`,
                    bgcolor: isToday ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
                    ...(isToday && { borderColor: 'primary.main', borderWidth: 2, p: 'calc(6px - 1px)' }),
                    '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
                    '&.Mui-focusVisible, &:focus-visible': {
                      outline: `3px solid ${theme.palette.primary.main}`,
                      outlineOffset: 1,
                    },
                  })}
                >
                  <DayHeading day={day} first={day === days[0]} today={isToday} past={day < today} />
                  {data ? (
                    <DayContents data={data} />
                  ) : loading ? (
                    <Skeleton variant="text" width="70%" aria-hidden />
                  ) : null}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
};

const rowSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: 0.5,
  mb: 0.5,
} as const;

const DayHeading = ({ day, first, today, past }: { day: string; first: boolean; today: boolean; past: boolean }) => {
  const translate = useTranslate();
  const withMonth = first || day.endsWith('-01');
  return (
    <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.25, minWidth: 0 }}>
      <Typography
        component="span"
        variant="body2"
        sx={{
          fontWeight: today ? 700 : 500,
          color: today ? 'primary.dark' : past ? 'text.secondary' : 'text.primary',
          whiteSpace: 'nowrap',
        }}
      >
        {withMonth ? formatDayAndMonth(day) : dayOfMonth(day)}
      </Typography>
      {today && (
        <Box
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 8,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            typography: 'caption',
            fontWeight: 600,
            lineHeight: 1.6,
          }}
        >
          {translate('calendar.day.today')}
        </Box>
      )}
    </Box>
  );
};

/** The day's counts per kind (icon and number) and its first titles, each wrapped, whole on hover. */
const DayContents = ({ data }: { data: CalendarDay }) => {
  const translate = useTranslate();
  if (data.total === 0) return null;
  const hidden = data.items.length - TITLES_PER_DAY;
  return (
    <Box aria-hidden sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}>
        {WORK_TYPES.filter((type) => data[countField[type]] > 0).map((type) => {
          const Icon = workKinds[type].icon;
          return (
            <Box key={type} data-count={type} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, typography: 'caption', fontWeight: 600 }}>
              <Icon sx={{ fontSize: 14 }} color="action" />
              {data[countField[type]]}
            </Box>
          );
        })}
      </Box>
      {data.items.slice(0, TITLES_PER_DAY).map((item) => {
        const Icon = kindOf(item.type)?.icon;
        return (
          <Box
            key={item.key}
            sx={{
              display: { xs: 'none', sm: 'flex' },
              alignItems: 'flex-start',
              gap: 0.25,
              minWidth: 0,
              typography: 'caption',
              lineHeight: 1.3,
              color: 'text.primary',
            }}
          >
            {Icon && <Icon sx={{ fontSize: 12, flexShrink: 0, mt: '2px' }} color="action" />}
            <Box
              component="span"
              title={item.title}
              sx={{
                minWidth: 0,
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: TITLE_LINES,
                overflow: 'hidden',
              }}
            >
              {shortTitle(item.title, item.typeLabel)}
            </Box>
          </Box>
        );
      })}
      {hidden > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
          {translate('calendar.day.more', { smart_count: hidden })}
        </Typography>
      )}
    </Box>
  );
};
