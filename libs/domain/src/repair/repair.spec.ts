import { NotFound, ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { repairDecider, type RepairCommand } from './repair.decide.js';
import { repairEvents, type RepairEvent } from './repair.events.js';
import { repairMessages } from './repair.messages.js';
import { repairStatusColours, repairStatusLabels, REPAIR_STATUSES } from './repair.rules.js';

const given = specFor(repairDecider);
const NOW = new Date('2026-11-22T23:30:00Z'); // already the 23rd in Madrid

const registered: RepairEvent = {
  type: 'RepairRegistered',
  data: {
    repairId: 1,
    clientId: 3,
    device: 'Móvil',
    model: 'iPhone 13',
    contactNumber: '600 111 222',
    description: 'Pantalla rota',
    motive: 'Caída',
    priceCents: 8990,
    priceType: 'fixed',
    paymentMethod: 'cash',
    isPaid: false,
    internalNotes: '',
    entryDate: '2026-11-20',
    status: 'pending',
    origin: null,
    estimatedCompletion: null,
    unlockCode: null,
  },
};

const register = (data: Record<string, unknown>, clientExists = true): RepairCommand => ({
  type: 'RegisterRepair',
  data: { repairId: 1, ...data },
  clientExists,
  now: NOW,
});

const editOf = (changes: Record<string, unknown>): RepairCommand => {
  const { repairId, clientId, entryDate, status, origin, unlockCode, ...details } = registered.data as Record<string, unknown>;
  return { type: 'CorrectRepairDetails', data: { ...details, ...changes }, now: NOW };
};

describe('Registering a repair', () => {
  it('registers it as pending, entered today in Madrid, with the spec defaults', () => {
    given([])
      .when(register({ clientId: 3, device: ' Tablet ', description: 'No carga' }))
      .then([
        {
          type: 'RepairRegistered',
          data: {
            repairId: 1,
            clientId: 3,
            device: 'Tablet',
            model: '',
            contactNumber: '',
            description: 'No carga',
            motive: '',
            priceCents: null,
            priceType: 'flexible',
            paymentMethod: 'cash',
            isPaid: false,
            internalNotes: '',
            entryDate: '2026-11-23',
            status: 'pending',
            origin: null,
            estimatedCompletion: null,
            unlockCode: null,
          },
        },
      ]);
  });

  it('records the revision it was converted from, when the server says so', () => {
    given([])
      .when({ ...register({ clientId: 3, device: 'Tablet', description: 'No carga' }), origin: { revisionId: 9 } } as RepairCommand)
      .then([expect.objectContaining({ data: expect.objectContaining({ origin: { revisionId: 9 } }) }) as unknown as RepairEvent]);
  });

  it('asks for a client, a device and a problem description, in the spec’s words', () => {
    const error = given([]).when(register({ device: '   ', description: '' })).thenFails();
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors).toEqual({
      clientId: 'Debe seleccionar un cliente',
      device: 'El dispositivo es obligatorio',
      description: 'La descripción del problema es obligatoria',
    });
    expect((error as ValidationFailed).message).toBe('Por favor, corrige los errores en el formulario');
  });

  it('refuses a client that does not exist', () => {
    const error = given([]).when(register({ clientId: 99, device: 'TV', description: 'No enciende' }, false)).thenFails();
    expect((error as ValidationFailed).errors).toEqual({ clientId: 'Debe seleccionar un cliente' });
  });

  it('refuses a negative or fractional price in cents', () => {
    for (const priceCents of [-1, 10.5, 'diez']) {
      const error = given([]).when(register({ clientId: 3, device: 'TV', description: 'x', priceCents })).thenFails();
      expect((error as ValidationFailed).errors.priceCents).toBe(repairMessages.priceInvalid);
    }
  });

  it('keeps a chosen entry date, and refuses one that is no calendar day', () => {
    const base = { clientId: 3, device: 'TV', description: 'x' };
    const [event] = repairDecider.decide(register({ ...base, entryDate: '2026-11-01' }), repairDecider.initialState);
    expect(event!.type === 'RepairRegistered' && event!.data.entryDate).toBe('2026-11-01');
    const error = given([]).when(register({ ...base, entryDate: '2026-02-30' })).thenFails();
    expect((error as ValidationFailed).errors.entryDate).toBe('La fecha de entrada no es válida');
  });
});

describe('Correcting a repair', () => {
  it('records only the fields that changed', () => {
    given([registered])
      .when(editOf({ model: 'iPhone 13 Pro', priceCents: 9990 }))
      .then([{ type: 'RepairDetailsCorrected', data: { changes: { model: 'iPhone 13 Pro', priceCents: 9990 } } }]);
  });

  it('keeps what a partial form leaves out, and clears a price set to null', () => {
    given([registered])
      .when({ type: 'CorrectRepairDetails', data: { model: 'iPhone 14' }, now: NOW })
      .then([{ type: 'RepairDetailsCorrected', data: { changes: { model: 'iPhone 14' } } }]);
    given([registered])
      .when({ type: 'CorrectRepairDetails', data: { priceCents: null }, now: NOW })
      .then([{ type: 'RepairDetailsCorrected', data: { changes: { priceCents: null } } }]);
  });

  it('records nothing when nothing changed', () => {
    given([registered]).when(editOf({})).then([]);
  });

  it('changes the status from the edit dropdown, and an empty status becomes pending', () => {
    given([registered])
      .when(editOf({ status: 'in_progress' }))
      .then([{ type: 'RepairStatusChanged', data: { from: 'pending', to: 'in_progress' } }]);
    given([registered, { type: 'RepairStatusChanged', data: { from: 'pending', to: 'on_hold' } }])
      .when(editOf({ status: '' }))
      .then([{ type: 'RepairStatusChanged', data: { from: 'on_hold', to: 'pending' } }]);
  });

  it('applies the edit rules of the spec, blank-only counting as missing', () => {
    const error = given([registered])
      .when(editOf({ device: ' ', model: '', contactNumber: '  ', description: '\n', priceCents: -5 }))
      .thenFails();
    expect((error as ValidationFailed).errors).toEqual({
      device: 'El dispositivo es obligatorio',
      model: 'El modelo es obligatorio',
      contactNumber: 'El número de contacto es obligatorio',
      description: 'La descripción es obligatoria',
      priceCents: 'El precio debe ser un número válido mayor o igual a 0',
    });
  });

  it('cannot correct a repair that was deleted', () => {
    given([registered, { type: 'RepairDeleted', data: {} }])
      .when(editOf({ model: 'X' }))
      .thenThrows(new NotFound('Reparación no encontrada'));
  });
});

describe('Changing a repair’s status', () => {
  it('records where it came from and where it went', () => {
    given([registered])
      .when({ type: 'ChangeRepairStatus', data: { status: 'in_progress' }, now: NOW })
      .then([{ type: 'RepairStatusChanged', data: { from: 'pending', to: 'in_progress' } }]);
  });

  it('does nothing when the repair already has that status', () => {
    given([registered]).when({ type: 'ChangeRepairStatus', data: { status: 'pending' }, now: NOW }).then([]);
  });

  it('refuses a status the shop does not use', () => {
    const error = given([registered]).when({ type: 'ChangeRepairStatus', data: { status: 'archived' }, now: NOW }).thenFails();
    expect((error as ValidationFailed).message).toBe('Estado no válido');
  });

  it('cannot change a repair that was never registered', () => {
    given([]).when({ type: 'ChangeRepairStatus', data: { status: 'completed' }, now: NOW }).thenThrows(new NotFound('Reparación no encontrada'));
  });
});

describe('Deleting a repair', () => {
  it('leaves a tombstone, and a second delete finds nothing', () => {
    given([registered]).when({ type: 'DeleteRepair' }).then([{ type: 'RepairDeleted', data: {} }]);
    given([registered, { type: 'RepairDeleted', data: {} }]).when({ type: 'DeleteRepair' }).thenThrows(NotFound);
  });
});

describe('Reading stored repair events', () => {
  it('reads a RepairRegistered written before price types (v1) as v2, a flexible estimate', () => {
    const { priceType: _, estimatedCompletion: _e, unlockCode: _u, ...v1 } = registered.data as Record<string, unknown>;
    const event = repairEvents.parse({ type: 'RepairRegistered', schemaVersion: 1, data: v1 });
    expect(event).toEqual({ type: 'RepairRegistered', data: { ...registered.data, priceType: 'flexible' } });
    expect(repairEvents.versionOf('RepairRegistered')).toBe(4);
  });

  it('reads a RepairRegistered written before origins (v2) as v3, registered directly', () => {
    const { origin: _, estimatedCompletion: _e, unlockCode: _u, ...v2 } = registered.data as Record<string, unknown>;
    const event = repairEvents.parse({ type: 'RepairRegistered', schemaVersion: 2, data: v2 });
    expect(event).toEqual({ type: 'RepairRegistered', data: { ...registered.data, origin: null } });
  });

  it('reads a RepairRegistered written before estimated completions and unlock codes (v3) as v4, with neither', () => {
    const { estimatedCompletion: _e, unlockCode: _u, ...v3 } = registered.data as Record<string, unknown>;
    const event = repairEvents.parse({ type: 'RepairRegistered', schemaVersion: 3, data: v3 });
    expect(event).toEqual({ type: 'RepairRegistered', data: { ...registered.data, estimatedCompletion: null, unlockCode: null } });
  });

  it('refuses an event from a newer program, and one that breaks its schema', () => {
    expect(() => repairEvents.parse({ type: 'RepairRegistered', schemaVersion: 5, data: registered.data })).toThrow(/más nuevo/);
    expect(() => repairEvents.parse({ type: 'RepairStatusChanged', schemaVersion: 1, data: { from: 'pending', to: 'rota' } })).toThrow();
  });
});

describe('Repair statuses', () => {
  it('have the spec’s Spanish labels and colours', () => {
    expect(REPAIR_STATUSES).toEqual(['pending', 'in_progress', 'completed', 'cancelled', 'on_hold', 'waiting_user', 'abandoned']);
    expect(repairStatusLabels.pending).toBe('Pendiente');
    expect(repairStatusColours).toMatchObject({
      pending: 'warning',
      completed: 'success',
      waiting_user: 'info',
      cancelled: 'error',
      on_hold: 'default',
      in_progress: 'primary',
    });
  });
});

describe('Images of a repair', () => {
  const photo = { imageId: 'a1b2', filename: 'pantalla.jpg', contentType: 'image/jpeg' };
  const attached: RepairEvent = { type: 'RepairImageAttached', data: photo };

  it('attaches an image, once', () => {
    given([registered]).when({ type: 'AttachRepairImage', data: photo }).then([attached]);
    given([registered, attached]).when({ type: 'AttachRepairImage', data: photo }).then([]);
  });

  it('refuses images for a deleted or unknown repair', () => {
    given([registered, { type: 'RepairDeleted', data: {} }])
      .when({ type: 'AttachRepairImage', data: photo })
      .thenThrows(new NotFound('Reparación no encontrada'));
    given([]).when({ type: 'AttachRepairImage', data: photo }).thenThrows(NotFound);
  });

  it('removes an attached image, and records nothing for one already gone', () => {
    given([registered, attached])
      .when({ type: 'RemoveRepairImage', data: { imageId: 'a1b2' } })
      .then([{ type: 'RepairImageRemoved', data: { imageId: 'a1b2' } }]);
    given([registered, attached, { type: 'RepairImageRemoved', data: { imageId: 'a1b2' } }])
      .when({ type: 'RemoveRepairImage', data: { imageId: 'a1b2' } })
      .then([]);
  });

  it('still takes images off a deleted repair, to tidy up what it left', () => {
    given([registered, attached, { type: 'RepairDeleted', data: {} }])
      .when({ type: 'RemoveRepairImage', data: { imageId: 'a1b2' } })
      .then([{ type: 'RepairImageRemoved', data: { imageId: 'a1b2' } }]);
    given([]).when({ type: 'RemoveRepairImage', data: { imageId: 'a1b2' } }).thenThrows(NotFound);
  });

  it('labels the image events in Spanish for the history', () => {
    expect(repairEvents.labelOf('RepairImageAttached')).toBe('Imagen añadida');
    expect(repairEvents.labelOf('RepairImageRemoved')).toBe('Imagen eliminada');
  });
});
