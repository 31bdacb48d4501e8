import { useCreatePath, useGetIdentity, useMatch } from 'react-admin';
import { Menu } from '../layout/MenuEntries';

/** 'Equipo' in the side menu: the Administrador's alone (the server answers 403 to anyone else). */
export const TeamMenuEntry = () => {
  const { identity } = useGetIdentity();
  const to = useCreatePath()({ resource: 'staff', type: 'list' });
  const current = useMatch({ path: to, end: false }) ? ('page' as const) : undefined;
  if (identity?.role !== 'administrador') return null;
  return <Menu.ResourceItem name="staff" aria-current={current} />;
};
