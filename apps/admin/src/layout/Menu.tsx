import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import MenuList from '@mui/material/MenuList';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useBasename, useCanAccess, useCreatePath, useMatch, useTranslate } from 'react-admin';
import { Menu } from './MenuEntries';
import { tallerPalette } from './theme';
import { CASH_PATHS } from '../paths';
import { AuditMenuEntry } from '../audit/AuditMenuEntry';
import { StatisticsMenuEntry } from '../statistics/StatisticsMenuEntry';
import { TeamMenuEntry } from '../team/TeamMenuEntry';
import { ShopSettingsMenuEntry } from '../shop-settings/ShopSettingsMenuEntry';
import { NoticeSettingsMenuEntry } from '../notice-settings/NoticeSettingsMenuEntry';

/**
 * Whether `to` is the screen shown, or one under it (a repair's detail is under the repairs):
 * said to screen readers as the current page, as react-admin only paints it.
 */
const useCurrent = (to: string, end = false) => (useMatch({ path: to, end }) ? ('page' as const) : undefined);

const DashboardEntry = () => {
  const to = `${useBasename()}/`;
  return <Menu.DashboardItem to={to} aria-current={useCurrent(to, true)} />;
};

const ResourceEntry = ({ name }: { name: string }) => {
  const to = useCreatePath()({ resource: name, type: 'list' });
  return <Menu.ResourceItem name={name} aria-current={useCurrent(to)} />;
};

/**
 * A screen of its own (not a resource), shown to whoever may use it: `authProvider.canAccess`
 * decides when roles differ; today Administrador and Gerente may use every screen (spec §6).
 */
const ScreenEntry = ({ path, label, icon, access }: { path: string; label: string; icon: ReactElement; access: string }) => {
  const to = `${useBasename()}${path}`;
  const translate = useTranslate();
  const current = useCurrent(to);
  const { canAccess } = useCanAccess({ resource: access, action: 'list' });
  if (!canAccess) return null;
  return <Menu.Item to={to} primaryText={translate(label)} leftIcon={icon} aria-current={current} />;
};

/**
 * The side menu: every screen of the back-office (back-office.md §2), not only the lists. The
 * dashboard's cards stay as shortcuts; the entry of the screen shown is marked. MUI's `MenuList`
 * (role "menu") gives the keyboard its arrow keys, Home, End and first-letter moves.
 */
export const TallerMenu = () => {
  const translate = useTranslate();
  return (
    <MenuList
      aria-label={translate('menu.label')}
      sx={{
        width: 240,
        '& .RaMenuItemLink-active': {
          color: tallerPalette.primary.dark,
          fontWeight: 600,
          bgcolor: alpha(tallerPalette.primary.main, 0.12),
          boxShadow: `inset 3px 0 0 ${tallerPalette.primary.main}`,
          '& .MuiListItemIcon-root': { color: tallerPalette.primary.main },
        },
      }}
    >
      <DashboardEntry />
      <ScreenEntry path="/nuevo-trabajo" label="menu.new_work" icon={<AddCircleOutlineIcon />} access="new-work" />
      <ResourceEntry name="repairs" />
      <ResourceEntry name="revisions" />
      <ResourceEntry name="orders" />
      <ResourceEntry name="invoices" />
      <ResourceEntry name="products" />
      <ResourceEntry name="clients" />
      <ScreenEntry path="/calendario" label="menu.calendar" icon={<CalendarMonthIcon />} access="calendar" />
      <ScreenEntry path="/notas" label="menu.notes" icon={<StickyNote2OutlinedIcon />} access="notes" />
      <ScreenEntry path={CASH_PATHS.today} label="menu.cash" icon={<PointOfSaleIcon />} access="cash" />
      <ResourceEntry name="deleted" />
      <AuditMenuEntry />
      <StatisticsMenuEntry />
      <TeamMenuEntry />
      <ShopSettingsMenuEntry />
      <NoticeSettingsMenuEntry />
    </MenuList>
  );
};
