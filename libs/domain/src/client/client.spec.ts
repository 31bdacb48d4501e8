import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { clientDecider } from './client.decide.js';
import { clientEvents, type ClientEvent } from './client.events.js';
import { emailKey, phoneKey } from './client.rules.js';

const given = specFor(clientDecider);
const now = new Date('2026-11-22T23:30:00Z'); // already the 23rd in Madrid

const lucia: ClientEvent = {
  type: 'ClientRegistered',
  data: {
    clientId: 4,
    name: 'Lucía',
    lastName: 'Pérez',
    phone: '+34 600 111 222',
    email: 'lucia@example.es',
    company: '',
    status: 'active',
    registrationDate: '2026-11-01',
  },
};

describe('Registering a client', () => {
  it('registers the client with trimmed details, active, joined today in Madrid', () => {
    given([])
      .when({ type: 'RegisterClient', data: { clientId: 4, name: ' Lucía ', lastName: 'Pérez', phone: '+34 600 111 222', email: 'lucia@example.es', company: ' Bar Sol ' }, now })
      .then([
        {
          type: 'ClientRegistered',
          data: { clientId: 4, name: 'Lucía', lastName: 'Pérez', phone: '+34 600 111 222', email: 'lucia@example.es', company: 'Bar Sol', status: 'active', registrationDate: '2026-11-23' },
        },
      ]);
  });

  it('keeps a given registration date and status', () => {
    given([])
      .when({ type: 'RegisterClient', data: { clientId: 4, name: 'Ana', phone: '600111222', status: 'pending', registrationDate: '2024-02-29' }, now })
      .then([
        {
          type: 'ClientRegistered',
          data: { clientId: 4, name: 'Ana', lastName: '', phone: '600111222', email: '', company: '', status: 'pending', registrationDate: '2024-02-29' },
        },
      ]);
  });

  it('needs a name and a phone of 9 to 15 digits, spaces, hyphens or brackets', () => {
    const error = given([]).when({ type: 'RegisterClient', data: { clientId: 4, name: '', phone: '12ab' }, now }).thenFails();
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).message).toBe('Por favor, corrige los errores en el formulario');
    expect((error as ValidationFailed).errors).toEqual({
      name: 'El nombre es obligatorio',
      phone: 'El formato del teléfono no es válido',
    });
  });

  it('accepts no e-mail, but refuses a malformed one, an unknown status and an impossible date', () => {
    const error = given([])
      .when({ type: 'RegisterClient', data: { clientId: 4, name: 'Ana', phone: '600111222', email: 'ana@', status: 'vip', registrationDate: '2026-02-30' }, now })
      .thenFails();
    expect((error as ValidationFailed).errors).toEqual({
      email: 'El formato del email no es válido',
      status: 'Estado de cliente no válido',
      registrationDate: 'La fecha no es válida',
    });
  });

  it('takes a quick client with name and phone, both required, in one message', () => {
    given([])
      .when({ type: 'RegisterClient', quick: true, data: { clientId: 5, name: 'Rosa', phone: '611 222 333', email: 'ignored@x.es' }, now })
      .then([
        {
          type: 'ClientRegistered',
          data: { clientId: 5, name: 'Rosa', lastName: '', phone: '611 222 333', email: '', company: '', status: 'active', registrationDate: '2026-11-23' },
        },
      ]);
    const error = given([]).when({ type: 'RegisterClient', quick: true, data: { clientId: 5, name: 'Rosa', phone: '  ' }, now }).thenFails();
    expect((error as ValidationFailed).message).toBe('Por favor, completa todos los campos');
  });
});

describe('Correcting a client', () => {
  it('records only what changed, e-mail or phone alone', () => {
    given([lucia])
      .when({ type: 'CorrectClientDetails', data: { email: 'LUCIA@nuevo.es', phone: '+34 600 111 222' } })
      .then([{ type: 'ClientDetailsCorrected', data: { changes: { email: 'LUCIA@nuevo.es' } } }]);
    given([lucia]).when({ type: 'CorrectClientDetails', data: { phone: '+34 600 111 222' } }).then([]);
  });

  it('requires a sent e-mail or phone, well-formed (the detail screen edits them one at a time)', () => {
    const empty = given([lucia]).when({ type: 'CorrectClientDetails', data: { email: ' ', phone: '' } }).thenFails();
    expect((empty as ValidationFailed).errors).toEqual({ email: 'El email es requerido', phone: 'El teléfono es requerido' });
    const malformed = given([lucia]).when({ type: 'CorrectClientDetails', data: { email: 'a@b', phone: '12' } }).thenFails();
    expect((malformed as ValidationFailed).errors).toEqual({
      email: 'El formato del email no es válido',
      phone: 'El formato del teléfono no es válido',
    });
  });

  it('refuses a deleted or unknown client', () => {
    const deleted: ClientEvent = { type: 'ClientDeleted', data: {} };
    expect(given([lucia, deleted]).when({ type: 'CorrectClientDetails', data: { name: 'X' } }).thenFails().message).toBe('Cliente no encontrado');
    expect(given([]).when({ type: 'CorrectClientDetails', data: { name: 'X' } }).thenFails().message).toBe('Cliente no encontrado');
  });
});

describe('Deleting a client', () => {
  it('leaves a tombstone, and refuses while the client has work', () => {
    given([lucia]).when({ type: 'DeleteClient', hasWork: false }).then([{ type: 'ClientDeleted', data: {} }]);
    const error = given([lucia]).when({ type: 'DeleteClient', hasWork: true }).thenFails();
    expect(error).toBeInstanceOf(RuleBroken);
    expect(error.message).toBe('No se puede eliminar el cliente: tiene reparaciones, revisiones o pedidos registrados');
  });
});

describe('Linking a customer account', () => {
  const account = { id: 7, email: 'lucia@example.es' };

  it('records staff linking an account that does not see the client yet, and unlinking one that does', () => {
    given([lucia])
      .when({ type: 'LinkAccount', account, linkedNow: false })
      .then([{ type: 'ClientAccountLinked', data: { accountId: 7, email: 'lucia@example.es' } }]);
    given([lucia])
      .when({ type: 'UnlinkAccount', account, linkedNow: true })
      .then([{ type: 'ClientAccountUnlinked', data: { accountId: 7, email: 'lucia@example.es' } }]);
  });

  it('records nothing when the account already is as asked (a second click, a retried script)', () => {
    given([lucia]).when({ type: 'LinkAccount', account, linkedNow: true }).then([]);
    given([lucia]).when({ type: 'UnlinkAccount', account, linkedNow: false }).then([]);
  });

  it('refuses a deleted or unknown client', () => {
    const deleted: ClientEvent = { type: 'ClientDeleted', data: {} };
    expect(given([lucia, deleted]).when({ type: 'LinkAccount', account, linkedNow: false }).thenFails().message).toBe('Cliente no encontrado');
    expect(given([]).when({ type: 'UnlinkAccount', account, linkedNow: true }).thenFails().message).toBe('Cliente no encontrado');
  });

  it('leaves the client record as it was', () => {
    const linked: ClientEvent = { type: 'ClientAccountLinked', data: { accountId: 7, email: 'lucia@example.es' } };
    given([lucia, linked]).when({ type: 'CorrectClientDetails', data: { company: 'Sol' } }).then([{ type: 'ClientDetailsCorrected', data: { changes: { company: 'Sol' } } }]);
  });
});

describe('Client events', () => {
  it('reads a version 1 registration as an active client with no company', () => {
    const v1 = { type: 'ClientRegistered', schemaVersion: 1, data: { clientId: 1, name: 'Ana', lastName: '', phone: '600111222', email: '' } };
    expect(clientEvents.parse(v1).data).toEqual({ ...v1.data, company: '', status: 'active', registrationDate: null });
  });
});

describe('Duplicate keys', () => {
  it('compares phones by their digits, with or without the Spanish prefix, and e-mails without case', () => {
    expect(phoneKey('+34 600-111 222')).toBe('600111222');
    expect(phoneKey('0034 600 111 222')).toBe('600111222');
    expect(phoneKey('(600) 111 222')).toBe('600111222');
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(emailKey(' Lucia@Example.ES ')).toBe('lucia@example.es');
  });
});

describe('Correcting a client without e-mail', () => {
  it('saves the whole record as it is, but refuses to blank an e-mail out', () => {
    const noEmail: ClientEvent = { ...lucia, data: { ...lucia.data, email: '' } } as ClientEvent;
    given([noEmail])
      .when({ type: 'CorrectClientDetails', data: { name: 'Lucía', email: '', company: 'Sol' } })
      .then([{ type: 'ClientDetailsCorrected', data: { changes: { company: 'Sol' } } }]);
    const error = given([lucia]).when({ type: 'CorrectClientDetails', data: { email: '' } }).thenFails();
    expect((error as ValidationFailed).errors).toEqual({ email: 'El email es requerido' });
  });
});
