import ViewListIcon from '@mui/icons-material/ViewList';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';
import { LinkBase, useBasename, useCanAccess, useCreatePath, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';

/** Closes the side menu where it covers the screen (a phone), after an entry is chosen. */
export const CloseNavContext = createContext<() => void>(() => undefined);

interface ItemProps {
  to: string;
  primaryText: ReactNode;
  leftIcon?: ReactElement;
  'aria-current'?: 'page';
}

/**
 * One entry of the side menu: a link in MUI's `MenuList` (arrow keys, Home, End and typing move
 * between entries; Tab too, as each entry is a tab stop, as in react-admin's menu). react-admin's
 * own `Menu.Item` adds a tooltip (for a collapsed sidebar this layout does not have) and keyboard
 * shortcuts, which bring MUI's Tooltip and Popper into the first load.
 */
const Item = ({ to, primaryText, leftIcon, 'aria-current': current }: ItemProps) => {
  const closeNav = useContext(CloseNavContext);
  const translate = useTranslate();
  return (
    <MenuItem
      component={LinkBase}
      to={to}
      state={{ _scrollToTop: true }}
      tabIndex={0}
      aria-current={current}
      onClick={closeNav}
      className={current ? 'RaMenuItemLink-active' : undefined}
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { color: 'text.secondary', minWidth: 40 } }}
    >
      {leftIcon ? <ListItemIcon>{leftIcon}</ListItemIcon> : null}
      <span style={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {typeof primaryText === 'string' ? translate(primaryText, { _: primaryText }) : primaryText}
      </span>
    </MenuItem>
  );
};

/** A resource's list, with its plural label and icon, to whoever may see it (react-admin's rule). */
const ResourceItem = ({ name, 'aria-current': current }: { name: string; 'aria-current'?: 'page' }) => {
  const resources = useResourceDefinitions();
  const { canAccess, error, isPending } = useCanAccess({ action: 'list', resource: name });
  const label = useGetResourceLabel();
  const to = useCreatePath()({ resource: name, type: 'list' });
  const resource = resources[name];
  if (!resource || isPending || canAccess === false || error != null) return null;
  return <Item to={to} primaryText={label(name, 2)} leftIcon={createElement(resource.icon ?? ViewListIcon)} aria-current={current} />;
};

/** The dashboard's entry ('Panel'). */
const DashboardItem = ({ to, 'aria-current': current }: { to?: string; 'aria-current'?: 'page' }) => {
  const basename = useBasename();
  return <Item to={to ?? `${basename}/`} primaryText="ra.page.dashboard" leftIcon={<DashboardIcon />} aria-current={current} />;
};

/** The side menu's entries, named as react-admin's (`Menu.Item`, `Menu.ResourceItem`, `Menu.DashboardItem`). */
export const Menu = { Item, ResourceItem, DashboardItem };
