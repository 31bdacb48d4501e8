import StorefrontIcon from '@mui/icons-material/Storefront';
import { useBasename, useGetIdentity, useMatch, useTranslate } from 'react-admin';
import { Menu } from '../layout/MenuEntries';
import { SCREEN_PATHS } from '../paths';

/** 'Ajustes del taller' in the side menu: the Administrador's alone (the server answers 403 to anyone else). */
export const ShopSettingsMenuEntry = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const to = `${useBasename()}${SCREEN_PATHS.shopSettings}`;
  const current = useMatch({ path: to, end: false }) ? ('page' as const) : undefined;
  if (identity?.role !== 'administrador') return null;
  return <Menu.Item to={to} primaryText={translate('shop_settings.menu')} leftIcon={<StorefrontIcon />} aria-current={current} />;
};
