import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { isOpenRevision, repairFromRevision, revisionDecider } from './revision.decide.js';
import type { RevisionEvent } from './revision.events.js';
import { evolveRevision, initialRevision, type Revision } from './revision.js';

const given = specFor(revisionDecider);

const form = {
  clientId: 3,
  device: ' Portátil ',
  model: 'HP Pavilion 15',
  contactNumber: '+34 (600) 111-222',
  motive: 'diagnostico',
  description: 'Se calienta mucho',
  date: '2026-11-24',
};
const registered: RevisionEvent = {
  type: 'RevisionRegistered',
  data: {
    revisionId: 7,
    clientId: 3,
    status: 'pending',
    device: 'Portátil',
    model: 'HP Pavilion 15',
    contactNumber: '+34 (600) 111-222',
    motive: 'diagnostico',
    description: 'Se calienta mucho',
    internalNotes: '',
    date: '2026-11-24',
  },
};
const archived: RevisionEvent = { type: 'RevisionArchived', data: { from: 'pending' } };

describe('Registering a revision', () => {
  it('registers it pending, with trimmed details', () => {
    given([]).when({ type: 'RegisterRevision', data: { ...form, revisionId: 7 }, clientExists: true }).then([registered]);
  });

  it('needs every field but the notes, each with its message', () => {
    const error = given([]).when({ type: 'RegisterRevision', data: { revisionId: 7 }, clientExists: true }).thenFails();
    expect((error as ValidationFailed).errors).toEqual({
      clientId: 'Debe seleccionar un cliente',
      device: 'El dispositivo es obligatorio',
      model: 'El modelo es obligatorio',
      contactNumber: 'El número de contacto es obligatorio',
      motive: 'El motivo es obligatorio',
      description: 'La descripción es obligatoria',
      date: 'La fecha es obligatoria',
    });
  });

  it('refuses a malformed contact number, an unknown motive, an impossible date and an unknown client', () => {
    const error = given([])
      .when({ type: 'RegisterRevision', data: { ...form, contactNumber: '600-abc', motive: 'magia', date: '2026-02-30', revisionId: 7 }, clientExists: true })
      .thenFails();
    expect((error as ValidationFailed).errors).toEqual({
      contactNumber: 'Formato de teléfono inválido',
      motive: 'El motivo es obligatorio',
      date: 'La fecha no es válida',
    });
    const unknown = given([]).when({ type: 'RegisterRevision', data: { ...form, revisionId: 7 }, clientExists: false }).thenFails();
    expect((unknown as ValidationFailed).errors).toEqual({ clientId: 'Debe seleccionar un cliente' });
  });
});

describe('Editing a revision', () => {
  it('records only what changed, and a status change apart', () => {
    given([registered])
      .when({ type: 'CorrectRevisionDetails', data: { model: 'HP Pavilion 14', status: 'in_progress', device: 'Portátil' } })
      .then([
        { type: 'RevisionDetailsCorrected', data: { changes: { model: 'HP Pavilion 14' } } },
        { type: 'RevisionStatusChanged', data: { from: 'pending', to: 'in_progress' } },
      ]);
  });

  it('keeps device and description required, and archiving to its own actions', () => {
    const error = given([registered]).when({ type: 'CorrectRevisionDetails', data: { device: ' ', description: '' } }).thenFails();
    expect((error as ValidationFailed).errors).toEqual({
      device: 'El dispositivo es obligatorio',
      description: 'La descripción es obligatoria',
    });
    expect(given([registered]).when({ type: 'CorrectRevisionDetails', data: { status: 'archived' } }).thenFails()).toBeInstanceOf(RuleBroken);
  });
});

describe('Archiving', () => {
  it('archives unless archived, and unarchives only an archived revision, back to pending', () => {
    given([registered]).when({ type: 'ArchiveRevision' }).then([archived]);
    expect(given([registered, archived]).when({ type: 'ArchiveRevision' }).thenFails().message).toBe('La revisión ya está archivada');
    given([registered, archived]).when({ type: 'UnarchiveRevision' }).then([{ type: 'RevisionUnarchived', data: {} }]);
    expect(given([registered]).when({ type: 'UnarchiveRevision' }).thenFails().message).toBe('Solo se puede desarchivar una revisión archivada');
    const back = [registered, archived, { type: 'RevisionUnarchived', data: {} } as RevisionEvent].reduce(evolveRevision, initialRevision as Revision);
    expect(back).toMatchObject({ status: 'pending' });
  });
});

describe('Converting to a repair', () => {
  it('is one decision, recorded once: converting again changes nothing', () => {
    given([registered]).when({ type: 'ConvertRevisionToRepair', repairId: 40 }).then([{ type: 'RevisionConvertedToRepair', data: { repairId: 40 } }]);
    given([registered, { type: 'RevisionConvertedToRepair', data: { repairId: 40 } }]).when({ type: 'ConvertRevisionToRepair', repairId: 41 }).then([]);
  });

  it('gives the repair the spec’s defaults and the revision’s day', () => {
    const revision = [registered].reduce(evolveRevision, initialRevision as Revision);
    if (!revision.exists) throw new Error('registered');
    expect(repairFromRevision(revision)).toEqual({
      clientId: 3,
      device: 'Portátil',
      model: 'HP Pavilion 15',
      contactNumber: '+34 (600) 111-222',
      description: 'Se calienta mucho',
      motive: 'Diagnóstico',
      internalNotes: '',
      priceCents: null,
      priceType: 'flexible',
      isPaid: false,
      paymentMethod: 'cash',
      entryDate: '2026-11-24',
    });
  });

  it('refuses a deleted revision', () => {
    const deleted: RevisionEvent = { type: 'RevisionDeleted', data: {} };
    expect(given([registered, deleted]).when({ type: 'ConvertRevisionToRepair', repairId: 40 }).thenFails().message).toBe(
      'No se encontraron datos de la revisión',
    );
    expect(given([registered, deleted]).when({ type: 'DeleteRevision' }).thenFails().message).toBe('No se encontraron datos de la revisión');
  });
});

describe('Open revisions', () => {
  it('are those neither completed, cancelled nor archived', () => {
    expect(['pending', 'scheduled', 'in_progress', 'pending_approval'].every((s) => isOpenRevision(s as never))).toBe(true);
    expect(['completed', 'cancelled', 'archived'].some((s) => isOpenRevision(s as never))).toBe(false);
  });
});
