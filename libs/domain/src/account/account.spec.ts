import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { accountDecider } from './account.decide.js';
import { accountEvents, type AccountEvent } from './account.events.js';
import { accountMessages as m } from './account.messages.js';
import { evolveStaffAccount, staffAccountOnRecord } from './account.js';

const given = specFor(accountDecider);

const ana: AccountEvent = {
  type: 'StaffAccountCreated',
  data: { accountId: 7, email: 'ana@taller.es', name: 'Ana Pérez', role: 'administrador', password: 'reset_link' },
};
const disabled: AccountEvent = { type: 'StaffAccountDisabled', data: {} };

describe('Creating a staff account', () => {
  it('records who the member is, with the e-mail in lower case and the name on one line', () => {
    given([])
      .when({ type: 'CreateStaffAccount', accountId: 7, data: { email: ' Ana@Taller.es ', name: '  Ana   Pérez ', role: 'administrador' }, password: 'reset_link' })
      .then([ana]);
  });

  it('refuses a role other than administrador or gerente, a bad e-mail and a missing name, each in Spanish', () => {
    const error = given([])
      .when({ type: 'CreateStaffAccount', accountId: 7, data: { email: 'no-es-correo', name: '', role: 'customer' }, password: 'typed' })
      .thenFails() as ValidationFailed;
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(error.errors).toEqual({ email: m.emailInvalid, name: m.nameRequired, role: m.roleInvalid });
  });

  it('refuses control characters and over-long names', () => {
    const nul = given([]).when({ type: 'CreateStaffAccount', accountId: 7, data: { email: 'a@b.es', name: 'An\u0000a', role: 'gerente' }, password: 'typed' }).thenFails();
    expect(nul).toBeInstanceOf(ValidationFailed);
    const long = given([]).when({ type: 'CreateStaffAccount', accountId: 7, data: { email: 'a@b.es', name: 'x'.repeat(121), role: 'gerente' }, password: 'typed' }).thenFails();
    expect((long as ValidationFailed).errors.name).toBe(m.nameTooLong);
  });

  it('never creates the same account twice', () => {
    given([ana]).when({ type: 'CreateStaffAccount', accountId: 7, data: { email: 'ana@taller.es', name: 'Ana', role: 'gerente' }, password: 'typed' }).thenThrows(RuleBroken);
  });
});

describe('Changing a role', () => {
  it('records the role before and after', () => {
    given([ana])
      .when({ type: 'ChangeStaffRole', role: 'gerente', otherActiveAdministrators: 1, byAccountId: 8 })
      .then([{ type: 'StaffRoleChanged', data: { from: 'administrador', to: 'gerente' } }]);
  });

  it('changes nothing when the role is already the one asked for', () => {
    given([ana]).when({ type: 'ChangeStaffRole', role: 'administrador', otherActiveAdministrators: 0, byAccountId: 8 }).then([]);
  });

  it('never demotes the last active Administrador', () => {
    given([ana]).when({ type: 'ChangeStaffRole', role: 'gerente', otherActiveAdministrators: 0, byAccountId: null }).thenThrows(m.lastAdministrator);
  });

  it('lets nobody demote themselves', () => {
    given([ana]).when({ type: 'ChangeStaffRole', role: 'gerente', otherActiveAdministrators: 3, byAccountId: 7 }).thenThrows(m.notYourself);
  });

  it('may demote a disabled Administrador even when no other is active: it is not one of the active', () => {
    given([ana, disabled])
      .when({ type: 'ChangeStaffRole', role: 'gerente', otherActiveAdministrators: 0, byAccountId: null })
      .then([{ type: 'StaffRoleChanged', data: { from: 'administrador', to: 'gerente' } }]);
  });

  it('refuses an unknown role and an unknown account', () => {
    given([ana]).when({ type: 'ChangeStaffRole', role: 'dueño', otherActiveAdministrators: 1, byAccountId: null }).thenThrows(ValidationFailed);
    given([]).when({ type: 'ChangeStaffRole', role: 'gerente', otherActiveAdministrators: 1, byAccountId: null }).thenThrows(NotFound);
  });
});

describe('Disabling and enabling', () => {
  it('disables an active account once; a second time changes nothing', () => {
    given([ana]).when({ type: 'DisableStaffAccount', otherActiveAdministrators: 1, byAccountId: 8 }).then([disabled]);
    given([ana, disabled]).when({ type: 'DisableStaffAccount', otherActiveAdministrators: 1, byAccountId: 8 }).then([]);
  });

  it("never disables the last active Administrador, nor one's own account", () => {
    given([ana]).when({ type: 'DisableStaffAccount', otherActiveAdministrators: 0, byAccountId: null }).thenThrows(m.lastAdministrator);
    given([ana]).when({ type: 'DisableStaffAccount', otherActiveAdministrators: 2, byAccountId: 7 }).thenThrows(m.notYourself);
  });

  it('disables the last Gerente: the rule is about Administradores', () => {
    const gerente: AccountEvent = { ...ana, data: { ...ana.data, role: 'gerente' } } as AccountEvent;
    given([gerente]).when({ type: 'DisableStaffAccount', otherActiveAdministrators: 0, byAccountId: null }).then([disabled]);
  });

  it('enables a disabled account; an active one stays as it is', () => {
    given([ana, disabled]).when({ type: 'EnableStaffAccount' }).then([{ type: 'StaffAccountEnabled', data: {} }]);
    given([ana]).when({ type: 'EnableStaffAccount' }).then([]);
  });
});

describe('Correcting details and sending a reset link', () => {
  it('records only the fields that change', () => {
    given([ana])
      .when({ type: 'CorrectStaffDetails', data: { name: 'Ana Pérez', email: 'ANA.P@taller.es' } })
      .then([{ type: 'StaffDetailsCorrected', data: { changes: { email: 'ana.p@taller.es' }, before: { email: 'ana@taller.es' } } }]);
    given([ana]).when({ type: 'CorrectStaffDetails', data: { name: 'Ana Pérez' } }).then([]);
  });

  it('records a reset link sent to the address, never the link', () => {
    given([ana]).when({ type: 'RecordPasswordResetSent' }).then([{ type: 'StaffPasswordResetSent', data: { email: 'ana@taller.es' } }]);
  });

  it('sends no reset link to a disabled account', () => {
    given([ana, disabled]).when({ type: 'RecordPasswordResetSent' }).thenThrows(m.disabledNoReset);
  });
});

describe('An account older than its stream', () => {
  it('starts from what the accounts table holds and evolves from there', () => {
    const state = staffAccountOnRecord({ id: 3, email: 'gerente@taller.demo', name: 'Gonzalo', role: 'gerente', active: true });
    const after = evolveStaffAccount(state, { type: 'StaffRoleChanged', data: { from: 'gerente', to: 'administrador' } });
    expect(after).toMatchObject({ exists: true, role: 'administrador', active: true });
    expect(accountDecider.decide({ type: 'DisableStaffAccount', otherActiveAdministrators: 0, byAccountId: null }, state)).toEqual([disabled]);
  });

  it('labels every event in Spanish', () => {
    for (const definition of accountEvents.definitions) expect(accountEvents.labelOf(definition.type)).not.toBe(definition.type);
  });
});
