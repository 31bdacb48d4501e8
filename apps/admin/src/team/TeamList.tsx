import { DataTable, SelectInput } from 'react-admin';
import { columnFrom, SearchFilter, ShopList } from '../layout/ShopList';
import { roleChoices, stateChoices } from './choices';
import { madridInstant } from './dates';
import { StateChip } from './StateChip';
import type { StaffMember } from './types';

const teamFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" label="resources.staff.filters.role" choices={roleChoices} emptyText="resources.staff.filters.all_roles" alwaysOn />,
  <SelectInput key="active" source="active" label="resources.staff.filters.state" choices={stateChoices} emptyText="resources.staff.filters.all_states" alwaysOn />,
];

/** 'Equipo': the shop's staff accounts (never a customer), by name. */
export const TeamList = () => (
  <ShopList<StaffMember>
    sort={{ field: 'name', order: 'ASC' }}
    filters={teamFilters}
    loadFailed="resources.staff.notifications.load_failed"
    createLabel="resources.staff.actions.create"
  >
    <DataTable<StaffMember> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="role" render={(member) => member.roleLabel} />
      <DataTable.Col source="active" render={(member) => <StateChip member={member as StaffMember} />} />
      <DataTable.Col source="lastSignInAt" sx={columnFrom('md')} render={(member) => madridInstant(member.lastSignInAt)} />
    </DataTable>
  </ShopList>
);
