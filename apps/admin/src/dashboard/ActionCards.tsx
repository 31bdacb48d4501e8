import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useId } from 'react';
import { LinkBase, useBasename, useCreatePath, useTranslate } from 'react-admin';

/** A list of a resource, or a screen of the spec's own path under /gestion. */
type Target = { resource: string } | { path: string };

/** The spec's six actions, in its order (back-office.md §2, dashboard). */
const ACTIONS: { key: string; icon: SvgIconComponent; target: Target }[] = [
  { key: 'repairs', icon: BuildIcon, target: { resource: 'repairs' } },
  { key: 'orders', icon: ShoppingCartIcon, target: { resource: 'orders' } },
  { key: 'revisions', icon: FactCheckIcon, target: { resource: 'revisions' } },
  { key: 'clients', icon: PeopleIcon, target: { resource: 'clients' } },
  { key: 'new_work', icon: AddCircleOutlineIcon, target: { path: '/nuevo-trabajo' } },
  { key: 'calendar', icon: CalendarMonthIcon, target: { path: '/calendario' } },
];

/** The actions panel: one card per screen, each a plain link (new tab, keyboard, all work). */
export const ActionCards = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const headingId = useId();
  const hrefOf = (target: Target) =>
    'resource' in target ? createPath({ resource: target.resource, type: 'list' }) : `${basename}${target.path}`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ containerType: 'inline-size' }}>
      <Typography id={headingId} variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 2 }}>
        {translate('dashboard.actions.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          // By the room the dashboard has (the menu takes some of a tablet's width), not the screen's.
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          '@container (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {ACTIONS.map(({ key, icon: Icon, target }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={LinkBase}
                to={hrefOf(target)}
                data-action={key}
                sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start' }}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Box
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                    }}
                  >
                    <Icon fontSize="small" />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {translate(`dashboard.actions.${key}.title`)}
                    </Typography>
                    <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                      {translate(`dashboard.actions.${key}.description`)}
                    </Typography>
                  </Box>
                </Stack>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
};
