import { ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { clientDecider } from './client.decide.js';

const given = specFor(clientDecider);

describe('Registering a client', () => {
  it('registers the client with trimmed details', () => {
    given([])
      .when({ type: 'RegisterClient', data: { clientId: 4, name: ' Lucía ', lastName: 'Pérez', phone: '+34 600 111 222', email: 'lucia@example.es' } })
      .then([
        { type: 'ClientRegistered', data: { clientId: 4, name: 'Lucía', lastName: 'Pérez', phone: '+34 600 111 222', email: 'lucia@example.es' } },
      ]);
  });

  it('needs a name and a phone of 9 to 15 digits, spaces, hyphens or brackets', () => {
    const error = given([]).when({ type: 'RegisterClient', data: { clientId: 4, name: '', phone: '12ab' } }).thenFails();
    expect((error as ValidationFailed).errors).toEqual({
      name: 'El nombre es obligatorio',
      phone: 'El formato del teléfono no es válido',
    });
  });

  it('accepts no e-mail, but refuses a malformed one', () => {
    const error = given([]).when({ type: 'RegisterClient', data: { clientId: 4, name: 'Ana', phone: '600111222', email: 'ana@' } }).thenFails();
    expect((error as ValidationFailed).errors).toEqual({ email: 'El formato del email no es válido' });
  });
});
