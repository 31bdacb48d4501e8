import { clientDecider } from '../client/client.decide.js';
import type { ClientEvent } from '../client/client.events.js';
import { noteFormSchema } from '../note/note.rules.js';
import { orderDecider } from '../order/order.decide.js';
import { repairDecider } from '../repair/repair.decide.js';
import { revisionDecider } from '../revision/revision.decide.js';
import { specFor } from '../testing/given-when-then.js';
import type { ValidationFailed } from './errors.js';
import { isCleanText, multiLineText, oneLineText, textFields, textMessages } from './text.js';
import { unlockCodeInput } from './unlock-code.js';
import { validate } from './validation.js';

const NOW = new Date('2026-11-22T10:00:00Z');

/** Text every field must keep exactly as typed. */
const UNICODE = ['Ñandú Peñalver Güell', 'Móvil 📱🔧 👩‍🔧', '修理店 スマホ 수리', 'مرحبا שלום', 'Zoë Ångström Œuvre'];

/** What no field takes: NUL, the other C0 controls, DEL, C1 controls and lone surrogates. */
const HOSTILE = {
  'NUL at the end': 'ACME\u0000',
  'NUL alone': '\u0000',
  'an escape sequence': '\u001b[31mrojo',
  'a bell': 'a\u0007b',
  'a vertical tab': 'a\u000bb',
  'a form feed': 'a\u000cb',
  'a unit separator': 'a\u001fb',
  DEL: 'a\u007fb',
  'a C1 control (CSI)': 'a\u009bb',
  'a C1 control (NEL)': 'a\u0085b',
  'a lone high surrogate': 'Ana\ud800',
  'a lone low surrogate': '\udc00Luis',
  'a reversed pair': 'x\ude00\ud83dy',
};

const errorsOf = (run: () => unknown): Record<string, string> => {
  try {
    run();
  } catch (error) {
    return (error as ValidationFailed).errors;
  }
  throw new Error('Se esperaba un error de validación');
};

describe('Clean text', () => {
  it.each(Object.entries(HOSTILE))('is never text with %s', (_, text) => {
    expect(isCleanText(text)).toBe(false);
    expect(isCleanText(text, { multiLine: true })).toBe(false);
  });

  it.each(UNICODE)('is any Unicode text with its pairs whole: %s', (text) => {
    expect(isCleanText(text)).toBe(true);
  });

  it('takes tab and line breaks only in several lines', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isCleanText(text)).toBe(false);
      expect(isCleanText(text, { multiLine: true })).toBe(true);
    }
  });
});

describe('A one-line field', () => {
  const company = oneLineText({ label: 'Empresa', max: 10 });

  it('refuses a hostile character with a message that names the field', () => {
    for (const text of Object.values(HOSTILE)) {
      const result = company.safeParse(text);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['El campo «Empresa» contiene caracteres no permitidos']);
    }
  });

  it('refuses a tab or a line break inside, but trims them away at the ends', () => {
    expect(company.safeParse('AC\tME').success).toBe(false);
    expect(company.safeParse('AC\nME').success).toBe(false);
    expect(company.parse('\t ACME \n')).toBe('ACME');
  });

  it('keeps Unicode exactly as typed', () => {
    const name = oneLineText({ label: 'Nombre', max: 100 });
    for (const text of UNICODE) expect(name.parse(text)).toBe(text);
  });

  it('has a bound, counted once trimmed, with a Spanish message naming the field unless the field has its own', () => {
    expect(company.parse('  0123456789  ')).toBe('0123456789');
    expect(company.safeParse('x'.repeat(1_000_000)).error?.issues[0]?.message).toBe('El campo «Empresa» no puede exceder 10 caracteres');
    const own = oneLineText({ label: 'Título', max: 3, tooLong: 'El título no puede exceder 3 caracteres' });
    expect(own.safeParse('abcd').error?.issues[0]?.message).toBe('El título no puede exceder 3 caracteres');
  });

  it('says in Spanish when it is no text at all', () => {
    expect(company.safeParse(42).error?.issues[0]?.message).toBe('El campo «Empresa» debe ser un texto');
    expect(oneLineText({ label: 'Nombre', max: 5, error: 'El nombre es obligatorio' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'El nombre es obligatorio',
    );
  });

  it('takes a password exactly as typed when told not to trim', () => {
    const password = oneLineText({ label: 'Contraseña', max: 200, trim: false });
    expect(password.parse('  con espacios  ')).toBe('  con espacios  ');
    expect(password.safeParse('secreta\n').success).toBe(false);
  });

  it('chains the field’s own rules after the door', () => {
    const phone = oneLineText({ label: 'Teléfono', max: 30 }).min(1, 'El teléfono es requerido').regex(/^\d+$/, 'Formato no válido');
    expect(phone.safeParse('  ').error?.issues[0]?.message).toBe('El teléfono es requerido');
    // The door comes first: one message, the one about the character.
    expect(phone.safeParse('600\u0000').error?.issues.map((issue) => issue.message)).toEqual(['El campo «Teléfono» contiene caracteres no permitidos']);
  });
});

describe('A multi-line field', () => {
  const description = multiLineText({ label: 'Descripción', max: 2000 });

  it('keeps tabs and line breaks inside, and Unicode as typed', () => {
    expect(description.parse('Pantalla rota\r\n\tCaída 📱\n修理')).toBe('Pantalla rota\r\n\tCaída 📱\n修理');
  });

  it('refuses the other controls and lone surrogates, naming the field', () => {
    for (const text of Object.values(HOSTILE)) {
      expect(description.safeParse(text).error?.issues[0]?.message).toBe(textMessages.forbiddenCharacters('Descripción'));
    }
  });
});

describe('The text fields of a form', () => {
  const text = textFields({
    labels: { title: 'Título', body: 'Texto' },
    limits: { title: 5, body: 50 },
    multiLine: ['body'],
    tooLong: (max) => `No puede exceder ${max} caracteres`,
  });

  it('give each field its label, its bound, and its lines', () => {
    expect(text('title').safeParse('a\nb').error?.issues[0]?.message).toBe('El campo «Título» contiene caracteres no permitidos');
    expect(text('body').parse('a\nb')).toBe('a\nb');
    expect(text('title').safeParse('abcdef').error?.issues[0]?.message).toBe('No puede exceder 5 caracteres');
  });
});

describe('Every text field of the shop', () => {
  const lucia: ClientEvent = {
    type: 'ClientRegistered',
    data: { clientId: 1, name: 'Lucía', lastName: '', phone: '600111222', email: '', company: '', status: 'active', registrationDate: '2026-11-01' },
  };

  it('refuses the issue’s NUL in a client’s company, naming «Empresa»', () => {
    const error = specFor(clientDecider)([lucia]).when({ type: 'CorrectClientDetails', data: { company: 'ACME\u0000' } }).thenFails();
    expect(error.errors).toEqual({ company: 'El campo «Empresa» contiene caracteres no permitidos' });
  });

  it('refuses hostile text in each field of a new client, and keeps Unicode', () => {
    const given = specFor(clientDecider)([]);
    for (const field of ['name', 'lastName', 'phone', 'email', 'company']) {
      const data = { clientId: 1, name: 'Ana', phone: '600111222', [field]: `${field === 'email' ? 'a@b.es' : '600111222'}\u0000` };
      expect(Object.keys(given.when({ type: 'RegisterClient', data, now: NOW }).thenFails().errors ?? {})).toEqual([field]);
    }
    given
      .when({ type: 'RegisterClient', data: { clientId: 1, name: 'Ñandú 修理', lastName: 'Peñalver 📱', phone: '600111222', company: 'Café Œuvre' }, now: NOW })
      .then([
        {
          type: 'ClientRegistered',
          data: {
            clientId: 1,
            name: 'Ñandú 修理',
            lastName: 'Peñalver 📱',
            phone: '600111222',
            email: '',
            company: 'Café Œuvre',
            status: 'active',
            registrationDate: '2026-11-22',
          },
        },
      ]);
  });

  it('refuses hostile text in a repair, and takes line breaks only in its description and notes', () => {
    const given = specFor(repairDecider)([]);
    const register = (data: Record<string, unknown>) =>
      given.when({ type: 'RegisterRepair', data: { repairId: 1, clientId: 1, device: 'Móvil', description: 'No carga', ...data }, clientExists: true, now: NOW });
    expect(register({ device: 'Mó\u0000vil' }).thenFails().errors).toEqual({ device: 'El campo «Dispositivo» contiene caracteres no permitidos' });
    expect(register({ model: 'A\nB' }).thenFails().errors).toEqual({ model: 'El campo «Modelo» contiene caracteres no permitidos' });
    expect(register({ motive: 'x\ud800' }).thenFails().errors).toEqual({ motive: 'El campo «Motivo» contiene caracteres no permitidos' });
    expect(register({ internalNotes: 'a\u001bb' }).thenFails().errors).toEqual({ internalNotes: 'El campo «Notas internas» contiene caracteres no permitidos' });
    expect(register({ description: 'x'.repeat(1_000_000) }).thenFails().errors).toEqual({ description: 'No puede exceder 2000 caracteres' });
    const [registered] = repairDecider.decide(
      {
        type: 'RegisterRepair',
        data: { repairId: 1, clientId: 1, device: 'Móvil 📱', description: 'Pantalla rota\n\tCaída', internalNotes: 'Línea 1\r\nLínea 2' },
        clientExists: true,
        now: NOW,
      },
      repairDecider.initialState,
    );
    expect(registered?.data).toMatchObject({ device: 'Móvil 📱', description: 'Pantalla rota\n\tCaída', internalNotes: 'Línea 1\r\nLínea 2' });
  });

  it('refuses hostile text in a revision and an order', () => {
    const revision = specFor(revisionDecider)([]).when({
      type: 'RegisterRevision',
      data: {
        revisionId: 1,
        clientId: 1,
        device: 'Portátil',
        model: 'X\u0085',
        contactNumber: '600111222',
        motive: 'diagnostico',
        description: 'No arranca',
        date: '2026-11-30',
      },
      clientExists: true,
    });
    expect(revision.thenFails().errors).toEqual({ model: 'El campo «Modelo» contiene caracteres no permitidos' });
    const order = specFor(orderDecider)([]).when({
      type: 'PlaceOrder',
      data: { orderId: 1, clientId: 1, name: 'Funda\u0000', description: 'Funda de silicona', unitPriceCents: 1500 },
      clientExists: true,
      now: NOW,
    });
    expect(order.thenFails().errors).toEqual({ name: 'El campo «Nombre» contiene caracteres no permitidos' });
  });

  it('refuses hostile text in a note, keeping its content’s lines', () => {
    expect(errorsOf(() => validate(noteFormSchema, { title: 'Pedir\u0000', content: 'x' }))).toEqual({
      title: 'El campo «Título» contiene caracteres no permitidos',
    });
    expect(validate(noteFormSchema, { title: 'Pedir 📱', content: 'Dos pantallas\n\t修理' })).toEqual({ title: 'Pedir 📱', content: 'Dos pantallas\n\t修理' });
  });

  it('refuses an unlock code with a control character, and takes its blanks as typed', () => {
    expect(unlockCodeInput.safeParse('12\u000034').error?.issues[0]?.message).toBe('El campo «Código de desbloqueo» contiene caracteres no permitidos');
    expect(unlockCodeInput.parse(' 1 2 ')).toBe(' 1 2 ');
  });
});
