import { staffRoleLabels, type AccountEvent, type StaffAccount } from '@taller/domain';
import { fieldsChanged, type HistoryChange } from '../../../shared/history.js';

/** What an account event changed, for the history and the audit; each event carries what it needs. */
export function changesOf(_before: StaffAccount, event: AccountEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'StaffAccountCreated':
      return [
        { field: 'name', label: label('name'), from: null, to: event.data.name },
        { field: 'email', label: label('email'), from: null, to: event.data.email },
        { field: 'role', label: label('role'), from: null, to: staffRoleLabels[event.data.role] },
      ];
    case 'StaffRoleChanged':
      return [{ field: 'role', label: label('role'), from: staffRoleLabels[event.data.from], to: staffRoleLabels[event.data.to] }];
    case 'StaffDetailsCorrected':
      return fieldsChanged(event.data.before, event.data.changes, label);
    case 'StaffAccountDisabled':
      return [{ field: 'active', label: label('active'), from: 'Activa', to: 'Desactivada' }];
    case 'StaffAccountEnabled':
      return [{ field: 'active', label: label('active'), from: 'Desactivada', to: 'Activa' }];
    case 'StaffPasswordResetSent':
      return [];
  }
}
