import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useBasename, useGetIdentity, useMatch, useTranslate } from 'react-admin';
import { Menu } from '../layout/MenuEntries';
import { SCREEN_PATHS } from '../paths';

/** 'Avisos a clientes' in the side menu: the Administrador's alone, as the shop settings it is part of (the server answers 403 to anyone else). */
export const NoticeSettingsMenuEntry = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const to = `${useBasename()}${SCREEN_PATHS.noticeSettings}`;
  const current = useMatch({ path: to, end: false }) ? ('page' as const) : undefined;
  if (identity?.role !== 'administrador') return null;
  return <Menu.Item to={to} primaryText={translate('notice_settings.menu')} leftIcon={<NotificationsActiveOutlinedIcon />} aria-current={current} />;
};
