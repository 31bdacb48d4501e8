import { RuleBroken } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { specFor } from '../testing/given-when-then.js';
import { repairDecider, type RepairCommand } from './repair.decide.js';
import { repairEvents, repairFieldLabels, type RepairEvent } from './repair.events.js';
import { OPEN_REPAIR_STATUSES, SETTABLE_REPAIR_STATUSES, repairStatusLabels } from './repair.rules.js';
import { abandonmentStage, finalNoticeAbandonOn } from './repair.terms.js';

const given = specFor(repairDecider);
const lucia = { id: 2, name: 'Lucía' };

const registered: RepairEvent = {
  type: 'RepairRegistered',
  data: {
    repairId: 4,
    clientId: 3,
    device: 'Móvil',
    model: 'iPhone 13',
    contactNumber: '600 111 222',
    description: 'Pantalla rota',
    motive: '',
    priceCents: 9000,
    priceType: 'fixed',
    paymentMethod: 'cash',
    isPaid: false,
    internalNotes: '',
    entryDate: '2026-01-10',
    status: 'pending',
    origin: null,
    estimatedCompletion: null,
    unlockCode: 'sealed:abc',
  },
};
const completed: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } };
const notified: RepairEvent = {
  type: 'RepairCompletionNotified',
  data: { notifiedAt: '2026-02-01T10:00:00.000Z', noticeDay: '2026-02-01', channel: 'phone', givenBy: lucia, email: null },
};
/** 90 days after 1 February is 2 May. */
const DUE = new Date('2026-05-02T09:00:00Z');
const finalNotice: RepairEvent = {
  type: 'RepairFinalNoticeSent',
  data: { sentAt: DUE.toISOString(), sentDay: '2026-05-02', abandonOn: '2026-06-01', channel: 'phone', givenBy: lucia, email: null },
};
const sendFinal = (now: Date, extra: Partial<Extract<RepairCommand, { type: 'SendRepairFinalNotice' }>> = {}): RepairCommand => ({
  type: 'SendRepairFinalNotice',
  now,
  channel: 'phone',
  givenBy: lucia,
  ...extra,
});
const markAbandoned = (now: Date, reason: unknown = 'Sin respuesta al aviso final'): RepairCommand => ({ type: 'MarkRepairAbandoned', now, reason });

describe('The final notice before treating a device as abandoned', () => {
  it('is sent once the completion notice is 90 days old, giving 30 more days', () => {
    given([registered, completed, notified]).when(sendFinal(DUE)).then([finalNotice]);
    expect(finalNoticeAbandonOn('2026-05-02')).toBe('2026-06-01');
  });

  it('follows the terms in force today (days until abandonment) and the days it gives', () => {
    given([registered, completed, notified])
      .when(sendFinal(new Date('2026-03-03T10:00:00Z'), { abandonedAfterDays: 30, finalNoticeDays: 15 }))
      .then([{ type: 'RepairFinalNoticeSent', data: { ...finalNotice.data, sentAt: '2026-03-03T10:00:00.000Z', sentDay: '2026-03-03', abandonOn: '2026-03-18' } } as RepairEvent]);
  });

  it('is refused before it is due, saying from when it is', () => {
    given([registered, completed, notified])
      .when(sendFinal(new Date('2026-05-01T09:00:00Z')))
      .thenThrows(new RuleBroken('Todavía no procede el aviso final: podrá enviarse a partir del 02/05/2026'));
  });

  it('needs a completed repair whose owner was really told', () => {
    given([registered]).when(sendFinal(DUE)).thenThrows(new RuleBroken('Solo se envía el aviso final de una reparación completada y sin recoger'));
    given([registered, completed])
      .when(sendFinal(DUE))
      .thenThrows(new RuleBroken('Antes del aviso final hay que avisar al cliente de que está terminada'));
  });

  it('records nothing the second time: the first one gave the date', () => {
    given([registered, completed, notified, finalNotice]).when(sendFinal(new Date('2026-05-20T09:00:00Z'))).then([]);
  });

  it('by e-mail, carries the message queued; without one it is refused', () => {
    const email = { outboxId: 12, subject: 'Aviso final', text: 'Texto' };
    given([registered, completed, notified])
      .when(sendFinal(DUE, { channel: 'email', email }))
      .then([{ type: 'RepairFinalNoticeSent', data: { ...finalNotice.data, channel: 'email', email } } as RepairEvent]);
    given([registered, completed, notified]).when(sendFinal(DUE, { channel: 'email' })).thenThrows(RuleBroken);
  });
});

describe('Marking a device abandoned', () => {
  const after = new Date('2026-06-02T09:00:00Z');
  const abandoned: RepairEvent = {
    type: 'RepairAbandoned',
    data: { abandonedAt: after.toISOString(), abandonedDay: '2026-06-02', reason: 'Sin respuesta al aviso final', finalNoticeDay: '2026-05-02' },
  };

  it('happens only after the final notice’s date has passed, and shreds the unlock code', () => {
    given([registered, completed, notified, finalNotice])
      .when(markAbandoned(new Date('2026-06-01T20:00:00Z')))
      .thenThrows(new RuleBroken('El plazo del aviso final no ha vencido: podrá marcarse como abandonada a partir del 02/06/2026'));
    given([registered, completed, notified, finalNotice])
      .when(markAbandoned(after))
      .then([abandoned, { type: 'RepairUnlockCodePurged', data: {} }]);
  });

  it('needs a final notice', () => {
    given([registered, completed, notified])
      .when(markAbandoned(after))
      .thenThrows(new RuleBroken('No se puede marcar como abandonada sin un aviso final previo'));
  });

  it('never happens to a collected device', () => {
    const collected: RepairEvent = { type: 'RepairCollected', data: { collectedAt: '2026-05-20T10:00:00.000Z', collectedDay: '2026-05-20', owed: null } };
    given([registered, completed, notified, finalNotice, collected])
      .when(markAbandoned(after))
      .thenThrows(new RuleBroken('La reparación ya se entregó al cliente'));
  });

  it('asks for a reason, one line of at most 300 characters', () => {
    for (const reason of ['', '   ', null, 42, 'línea\u0000nula', 'x'.repeat(301)]) {
      const error = given([registered, completed, notified, finalNotice]).when(markAbandoned(after, reason)).thenFails();
      expect(Object.keys(error.errors ?? {})).toEqual(['reason']);
    }
  });

  it('is final: marking again records nothing; no status, notice, collection or code change after it', () => {
    const history = [registered, completed, notified, finalNotice, abandoned, { type: 'RepairUnlockCodePurged', data: {} } as RepairEvent];
    expect(replay(repairDecider, history)).toMatchObject({ status: 'abandoned', abandonedDay: '2026-06-02', unlockCode: null, unlockCodePurged: true });
    given(history).when(markAbandoned(after)).then([]);
    given(history).when({ type: 'ChangeRepairStatus', data: { status: 'pending' }, now: after }).thenThrows(new RuleBroken('La reparación está marcada como abandonada: ya no cambia de estado'));
    given(history).when({ type: 'NotifyRepairCompletion', now: after, channel: 'phone', givenBy: lucia }).thenThrows(new RuleBroken('La reparación está marcada como abandonada'));
    given(history).when({ type: 'CollectRepair', now: after }).thenThrows(new RuleBroken('La reparación está marcada como abandonada'));
    given(history).when({ type: 'CorrectRepairDetails', data: {}, now: after, unlockCode: 'sealed:new' }).thenThrows(RuleBroken);
  });

  it('cannot be set as a plain status', () => {
    given([registered, completed])
      .when({ type: 'ChangeRepairStatus', data: { status: 'abandoned' }, now: after })
      .thenThrows(new RuleBroken('Una reparación se marca como abandonada con su propia acción, cuando ha vencido el plazo de su aviso final'));
  });

  it('reopening a repair forgets its notices: a new completion needs new ones', () => {
    const reopened: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'completed', to: 'in_progress' } };
    expect(replay(repairDecider, [registered, completed, notified, finalNotice, reopened])).toMatchObject({ noticeDay: null, finalNotice: null });
  });
});

describe('Where a device stands in the abandoned-device flow', () => {
  const facts = { status: 'completed', noticeDay: '2026-02-01', collectedDay: null, finalNotice: null };
  it('is due a final notice 90 days after the notice, then waits, then may be marked', () => {
    expect(abandonmentStage(facts, '2026-05-01')).toBeNull();
    expect(abandonmentStage(facts, '2026-05-02')).toBe('final_notice_due');
    const sent = { ...facts, finalNotice: { sentDay: '2026-05-02', abandonOn: '2026-06-01' } };
    expect(abandonmentStage(sent, '2026-06-01')).toBe('final_notice_sent');
    expect(abandonmentStage(sent, '2026-06-02')).toBe('abandonable');
  });
  it('leaves out what was never really told, collected or abandoned', () => {
    expect(abandonmentStage({ ...facts, noticeDay: null }, '2027-01-01')).toBeNull();
    expect(abandonmentStage({ ...facts, collectedDay: '2026-03-01' }, '2027-01-01')).toBeNull();
    expect(abandonmentStage({ ...facts, status: 'abandoned' }, '2027-01-01')).toBeNull();
  });
});

describe('Abandoned as a status, and the history’s words', () => {
  it('is a status of its own, not open work, not settable by hand', () => {
    expect(repairStatusLabels.abandoned).toBe('Abandonada');
    expect(OPEN_REPAIR_STATUSES).not.toContain('abandoned');
    expect(SETTABLE_REPAIR_STATUSES).not.toContain('abandoned');
  });

  it('labels every new event and field in Spanish', () => {
    expect(repairEvents.labelOf('RepairFinalNoticeSent')).toBe('Aviso final de abandono enviado');
    expect(repairEvents.labelOf('RepairAbandoned')).toBe('Marcada como abandonada');
    expect(repairFieldLabels.noticeChannel).toBe('Canal del aviso');
    expect(repairFieldLabels.abandonReason).toBe('Motivo del abandono');
  });

  it('reads a completion notice written before channels (v1) as one of no channel, which starts no clock', () => {
    const read = repairEvents.parse({ type: 'RepairCompletionNotified', schemaVersion: 1, data: { notifiedAt: '2026-02-01T10:00:00.000Z', noticeDay: '2026-02-01' } });
    expect(read).toEqual({
      type: 'RepairCompletionNotified',
      data: { notifiedAt: '2026-02-01T10:00:00.000Z', noticeDay: '2026-02-01', channel: 'unrecorded', givenBy: null, email: null },
    });
    expect(replay(repairDecider, [registered, completed, read])).toMatchObject({ noticeDay: null });
  });
});
