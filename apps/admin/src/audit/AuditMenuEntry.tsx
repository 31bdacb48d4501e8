import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useBasename, useGetIdentity, useMatch, useTranslate } from 'react-admin';
import { Menu } from '../layout/MenuEntries';
import { SCREEN_PATHS } from '../paths';

/** 'Actividad' in the side menu: the Administrador's alone (the server answers 403 to anyone else). */
export const AuditMenuEntry = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const to = `${useBasename()}${SCREEN_PATHS.audit}`;
  const current = useMatch({ path: to, end: false }) ? ('page' as const) : undefined;
  if (identity?.role !== 'administrador') return null;
  return <Menu.Item to={to} primaryText={translate('audit.menu')} leftIcon={<ManageSearchIcon />} aria-current={current} />;
};
