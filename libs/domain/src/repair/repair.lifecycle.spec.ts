import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { specFor } from '../testing/given-when-then.js';
import { repairDecider, type RepairCommand } from './repair.decide.js';
import type { RepairEvent } from './repair.events.js';
import { isAbandonedCandidate, storageFee, warrantyEnd } from './repair.terms.js';

const given = specFor(repairDecider);
const NOW = new Date('2026-11-22T23:30:00Z'); // already the 23rd in Madrid
const LATER = new Date('2026-12-10T10:00:00Z');

const registered: RepairEvent = {
  type: 'RepairRegistered',
  data: {
    repairId: 1,
    clientId: 3,
    device: 'Móvil',
    model: 'iPhone 13',
    contactNumber: '600 111 222',
    description: 'Pantalla rota',
    motive: '',
    priceCents: null,
    priceType: 'flexible',
    paymentMethod: 'cash',
    isPaid: false,
    internalNotes: '',
    entryDate: '2026-11-20',
    status: 'pending',
    origin: null,
    estimatedCompletion: null,
    unlockCode: 'sealed:abc',
  },
};
const completed: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } };
const notified: RepairEvent = {
  type: 'RepairCompletionNotified',
  data: { notifiedAt: NOW.toISOString(), noticeDay: '2026-11-23', channel: 'phone', givenBy: { id: 2, name: 'Lucía' }, email: null },
};
const collected: RepairEvent = { type: 'RepairCollected', data: { collectedAt: LATER.toISOString(), collectedDay: '2026-12-10', owed: null } };

const register = (data: Record<string, unknown>, unlockCode?: string | null): RepairCommand => ({
  type: 'RegisterRepair',
  data: { repairId: 1, clientId: 3, device: 'Móvil', description: 'Pantalla rota', ...data },
  clientExists: true,
  now: NOW,
  unlockCode,
});
const edit = (data: Record<string, unknown>, unlockCode?: string | null): RepairCommand => ({ type: 'CorrectRepairDetails', data, now: NOW, unlockCode });

describe('The estimated completion of a repair', () => {
  it('is set when registering, and empty means none', () => {
    const [event] = repairDecider.decide(register({ estimatedCompletion: '2026-12-01' }), repairDecider.initialState);
    expect(event).toMatchObject({ type: 'RepairRegistered', data: { estimatedCompletion: '2026-12-01' } });
    const [none] = repairDecider.decide(register({ estimatedCompletion: '' }), repairDecider.initialState);
    expect(none).toMatchObject({ data: { estimatedCompletion: null } });
  });

  it('is refused when it is no calendar day', () => {
    for (const estimatedCompletion of ['2026-02-30', '1/12/2026', 20261201]) {
      const error = given([]).when(register({ estimatedCompletion })).thenFails();
      expect((error as ValidationFailed).errors).toEqual({ estimatedCompletion: 'La fecha estimada de finalización no es válida' });
    }
  });

  it('is corrected like any other detail, and cleared', () => {
    given([registered])
      .when(edit({ estimatedCompletion: '2026-12-05' }))
      .then([{ type: 'RepairDetailsCorrected', data: { changes: { estimatedCompletion: '2026-12-05' } } }]);
    given([registered, { type: 'RepairDetailsCorrected', data: { changes: { estimatedCompletion: '2026-12-05' } } }])
      .when(edit({ estimatedCompletion: null }))
      .then([{ type: 'RepairDetailsCorrected', data: { changes: { estimatedCompletion: null } } }]);
  });
});

describe('A completion notice is recorded only when someone really tells the customer', () => {
  const byPhone: RepairCommand = { type: 'NotifyRepairCompletion', now: NOW, channel: 'phone', givenBy: { id: 2, name: 'Lucía' } };

  it('completing a repair records no notice: nobody has told anyone yet', () => {
    given([registered]).when({ type: 'ChangeRepairStatus', data: { status: 'completed' }, now: NOW }).then([completed]);
    given([registered]).when(edit({ status: 'completed' })).then([completed]);
  });

  it('notifies through the explicit action with its channel and who gave it, completing it if it was not', () => {
    given([registered]).when(byPhone).then([completed, notified]);
  });

  it('records an e-mail notice with the message queued in the outbox', () => {
    const email = { outboxId: 7, subject: 'Tu reparación está lista', text: 'Puedes pasar a recogerla.' };
    given([registered, completed])
      .when({ type: 'NotifyRepairCompletion', now: NOW, channel: 'email', givenBy: { id: 2, name: 'Lucía' }, email })
      .then([{ type: 'RepairCompletionNotified', data: { notifiedAt: NOW.toISOString(), noticeDay: '2026-11-23', channel: 'email', givenBy: { id: 2, name: 'Lucía' }, email } }]);
  });

  it('refuses an e-mail notice without an e-mail, and a channel it does not know', () => {
    given([registered, completed])
      .when({ ...byPhone, channel: 'email' })
      .thenThrows(new RuleBroken('El cliente no tiene correo electrónico: avisa por teléfono o en persona'));
    for (const channel of ['sms', '', null, 3, 'x'.repeat(10_000)]) {
      const error = given([registered, completed]).when({ ...byPhone, channel }).thenFails();
      expect(error.errors).toEqual({ channel: 'Canal de aviso no válido: email, phone o in_person' });
    }
  });

  it('keeps the first notice: storage counts from it', () => {
    given([registered, completed, notified]).when({ ...byPhone, now: LATER }).then([]);
  });

  it('takes a notice of no channel (written by completing, before channels were recorded) as none given', () => {
    const unrecorded: RepairEvent = { type: 'RepairCompletionNotified', data: { notifiedAt: NOW.toISOString(), noticeDay: '2026-11-23', channel: 'unrecorded', givenBy: null, email: null } };
    expect(replay(repairDecider, [registered, completed, unrecorded])).toMatchObject({ noticeDay: null });
    given([registered, completed, unrecorded]).when({ ...byPhone, now: LATER }).then([
      { type: 'RepairCompletionNotified', data: { notifiedAt: LATER.toISOString(), noticeDay: '2026-12-10', channel: 'phone', givenBy: { id: 2, name: 'Lucía' }, email: null } },
    ]);
  });

  it('gives a reopened and completed again repair a new notice', () => {
    const reopened: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'completed', to: 'in_progress' } };
    given([registered, completed, notified, reopened])
      .when({ ...byPhone, channel: 'in_person', now: LATER })
      .then([
        { type: 'RepairStatusChanged', data: { from: 'in_progress', to: 'completed' } },
        { type: 'RepairCompletionNotified', data: { notifiedAt: LATER.toISOString(), noticeDay: '2026-12-10', channel: 'in_person', givenBy: { id: 2, name: 'Lucía' }, email: null } },
      ]);
  });

  it('does not notify a cancelled repair', () => {
    const cancelled: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'pending', to: 'cancelled' } };
    given([registered, cancelled])
      .when(byPhone)
      .thenThrows(new RuleBroken('No se puede avisar de una reparación cancelada'));
  });
});

describe('Collecting a repair', () => {
  it('records the collection and purges the unlock code', () => {
    given([registered, completed, notified])
      .when({ type: 'CollectRepair', now: LATER })
      .then([collected, { type: 'RepairUnlockCodePurged', data: {} }]);
  });

  it('purges nothing when there was no code', () => {
    const withoutCode: RepairEvent = { ...registered, data: { ...registered.data, unlockCode: null } } as RepairEvent;
    given([withoutCode, completed, notified]).when({ type: 'CollectRepair', now: LATER }).then([collected]);
  });

  it('only collects a completed repair, once', () => {
    given([registered])
      .when({ type: 'CollectRepair', now: LATER })
      .thenThrows(new RuleBroken('Solo se puede entregar una reparación completada'));
    given([registered, completed, notified, collected])
      .when({ type: 'CollectRepair', now: LATER })
      .thenThrows(new RuleBroken('La reparación ya se entregó al cliente'));
  });

  it('leaves a collected repair as it left: no status change, no new notice, no new code', () => {
    const after = [registered, completed, notified, collected];
    given(after).when({ type: 'ChangeRepairStatus', data: { status: 'in_progress' }, now: LATER }).thenThrows(RuleBroken);
    given(after).when({ type: 'NotifyRepairCompletion', now: LATER, channel: 'phone', givenBy: { id: 2, name: 'Lucía' } }).thenThrows(RuleBroken);
    given(after).when(edit({}, 'sealed:new')).thenThrows(RuleBroken);
  });
});

describe('The unlock code of a repair', () => {
  it('is registered as the sealed value the server gives, never from the form', () => {
    const [event] = repairDecider.decide(register({ unlockCode: '1234', password: '1234' }, 'sealed:xyz'), repairDecider.initialState);
    expect(event).toMatchObject({ data: { unlockCode: 'sealed:xyz' } });
    expect(JSON.stringify(event)).not.toContain('1234');
  });

  it('is changed or removed on edit, and left alone when the edit does not mention it', () => {
    given([registered]).when(edit({}, 'sealed:new')).then([{ type: 'RepairUnlockCodeChanged', data: { unlockCode: 'sealed:new' } }]);
    given([registered]).when(edit({}, null)).then([{ type: 'RepairUnlockCodeChanged', data: { unlockCode: null } }]);
    given([registered]).when(edit({})).then([]);
    const withoutCode: RepairEvent = { ...registered, data: { ...registered.data, unlockCode: null } } as RepairEvent;
    given([withoutCode]).when(edit({}, null)).then([]);
  });
});

describe('The service terms over a repair’s life', () => {
  it('charges storage from the notice to collection, then runs the warranty', () => {
    // Told on 23 November, collected on 10 December: 17 days, 10 free, 7 charged at 3 €.
    expect(storageFee('2026-11-23', '2026-12-10')).toEqual({ chargedDays: 7, feeCents: 2100 });
    expect(warrantyEnd('2026-12-10')).toBe('2027-03-10');
    expect(isAbandonedCandidate({ noticeDay: '2026-11-23', collectedDay: '2026-12-10' }, '2027-06-01')).toBe(false);
    expect(isAbandonedCandidate({ noticeDay: '2026-11-23', collectedDay: null }, '2027-02-21')).toBe(true);
  });
});
