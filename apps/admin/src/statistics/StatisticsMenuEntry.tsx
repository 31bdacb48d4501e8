import InsightsIcon from '@mui/icons-material/Insights';
import { useBasename, useGetIdentity, useMatch, useTranslate } from 'react-admin';
import { Menu } from '../layout/MenuEntries';
import { SCREEN_PATHS } from '../paths';

/** 'Estadísticas' in the side menu: the Administrador's alone (the server answers 403 to anyone else). */
export const StatisticsMenuEntry = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const to = `${useBasename()}${SCREEN_PATHS.statistics}`;
  const current = useMatch({ path: to, end: false }) ? ('page' as const) : undefined;
  if (identity?.role !== 'administrador') return null;
  return <Menu.Item to={to} primaryText={translate('statistics.menu')} leftIcon={<InsightsIcon />} aria-current={current} />;
};
