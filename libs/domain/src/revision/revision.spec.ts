import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { isOpenRevision, repairFromRevision, revisionDecider } from './revision.decide.js';
import { revisionEvents, type RevisionEvent } from './revision.events.js';
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
const registeredData = {
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
  unlockCode: null,
} as const;
const registered: RevisionEvent = { type: 'RevisionRegistered', data: registeredData };
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
    given([registered])
      .when({ type: 'ConvertRevisionToRepair', repairId: 40, unlockCode: null })
      .then([{ type: 'RevisionConvertedToRepair', data: { repairId: 40, unlockCode: null } }]);
    given([registered, { type: 'RevisionConvertedToRepair', data: { repairId: 40, unlockCode: null } }])
      .when({ type: 'ConvertRevisionToRepair', repairId: 41, unlockCode: null })
      .then([]);
  });

  it('gives the repair the spec’s defaults, entered on the day the revision was registered (not the day it was booked for)', () => {
    const booked = { ...registered, data: { ...registeredData, date: '2026-11-30' } } as RevisionEvent;
    const revision = [booked].reduce(evolveRevision, initialRevision as Revision);
    if (!revision.exists) throw new Error('registered');
    expect(repairFromRevision(revision, '2026-11-24')).toEqual({
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
    expect(given([registered, deleted]).when({ type: 'ConvertRevisionToRepair', repairId: 40, unlockCode: null }).thenFails().message).toBe(
      'No se encontraron datos de la revisión',
    );
    expect(given([registered, deleted]).when({ type: 'DeleteRevision' }).thenFails().message).toBe('No se encontraron datos de la revisión');
  });
});

describe('Images of a revision', () => {
  const photo = { imageId: 'c3d4', filename: 'placa.png', contentType: 'image/png' };
  const attached: RevisionEvent = { type: 'RevisionImageAttached', data: photo };
  const removed: RevisionEvent = { type: 'RevisionImageRemoved', data: { imageId: 'c3d4' } };
  const deleted: RevisionEvent = { type: 'RevisionDeleted', data: {} };
  const converted: RevisionEvent = { type: 'RevisionConvertedToRepair', data: { repairId: 40, unlockCode: null } };

  it('attaches an image once, and keeps the ones attached and not removed', () => {
    given([registered]).when({ type: 'AttachRevisionImage', data: photo }).then([attached]);
    given([registered, attached]).when({ type: 'AttachRevisionImage', data: photo }).then([]);
    const second = { type: 'RevisionImageAttached', data: { ...photo, imageId: 'e5f6' } } as const;
    const revision = [registered, attached, second, removed].reduce(evolveRevision, initialRevision as Revision);
    expect(revision).toMatchObject({ images: [second.data] });
  });

  it('takes images on an archived revision too: archiving only files it away', () => {
    given([registered, archived]).when({ type: 'AttachRevisionImage', data: photo }).then([attached]);
  });

  it('refuses images for a deleted or unknown revision with its not-found message', () => {
    given([registered, deleted])
      .when({ type: 'AttachRevisionImage', data: photo })
      .thenThrows(new NotFound('No se encontraron datos de la revisión'));
    given([]).when({ type: 'AttachRevisionImage', data: photo }).thenThrows(NotFound);
  });

  it('sends new images of a converted revision to its repair, and keeps the ones it had', () => {
    const error = given([registered, attached, converted]).when({ type: 'AttachRevisionImage', data: { ...photo, imageId: 'e5f6' } }).thenFails();
    expect(error).toBeInstanceOf(RuleBroken);
    expect((error as RuleBroken).message).toBe('Esta revisión ya es la reparación 40: añade las imágenes allí');
    expect([registered, attached, converted].reduce(evolveRevision, initialRevision as Revision)).toMatchObject({ images: [photo] });
  });

  it('removes an image, records nothing for one it does not have, and still tidies a deleted or converted revision', () => {
    given([registered, attached]).when({ type: 'RemoveRevisionImage', data: { imageId: 'c3d4' } }).then([removed]);
    given([registered, attached, removed]).when({ type: 'RemoveRevisionImage', data: { imageId: 'c3d4' } }).then([]);
    given([registered]).when({ type: 'RemoveRevisionImage', data: { imageId: 'otra' } }).then([]);
    given([registered, attached, deleted]).when({ type: 'RemoveRevisionImage', data: { imageId: 'c3d4' } }).then([removed]);
    given([registered, attached, converted]).when({ type: 'RemoveRevisionImage', data: { imageId: 'c3d4' } }).then([removed]);
    given([]).when({ type: 'RemoveRevisionImage', data: { imageId: 'c3d4' } }).thenThrows(NotFound);
  });

  it('labels the image events in Spanish for the history', () => {
    expect(revisionEvents.labelOf('RevisionImageAttached')).toBe('Imagen añadida');
    expect(revisionEvents.labelOf('RevisionImageRemoved')).toBe('Imagen eliminada');
  });
});

describe('The unlock code of a revision', () => {
  // Sealed by the server: to the domain, an opaque string.
  const sealed = 'aes-256-gcm.v1:sellado-revision';
  const forRepair = 'aes-256-gcm.v1:sellado-reparacion';
  const withCode: RevisionEvent = { type: 'RevisionRegistered', data: { ...registeredData, unlockCode: sealed } };
  const purged: RevisionEvent = { type: 'RevisionUnlockCodePurged', data: {} };
  const stateOf = (events: RevisionEvent[]) => events.reduce(evolveRevision, initialRevision as Revision);

  it('is registered sealed, as the server gives it, and none when it gives none', () => {
    given([]).when({ type: 'RegisterRevision', data: { ...form, revisionId: 7 }, clientExists: true, unlockCode: sealed }).then([withCode]);
    expect(stateOf([withCode])).toMatchObject({ unlockCode: sealed, unlockCodePurged: false });
    expect(stateOf([registered])).toMatchObject({ unlockCode: null, unlockCodePurged: false });
  });

  it('is changed or removed on edit, kept when the edit sends none, and nothing is recorded for removing no code', () => {
    const changed: RevisionEvent = { type: 'RevisionUnlockCodeChanged', data: { unlockCode: 'aes-256-gcm.v1:otro' } };
    given([withCode]).when({ type: 'CorrectRevisionDetails', data: {}, unlockCode: 'aes-256-gcm.v1:otro' }).then([changed]);
    given([withCode]).when({ type: 'CorrectRevisionDetails', data: {}, unlockCode: null }).then([{ type: 'RevisionUnlockCodeChanged', data: { unlockCode: null } }]);
    given([withCode]).when({ type: 'CorrectRevisionDetails', data: { model: 'HP 14' } }).then([
      { type: 'RevisionDetailsCorrected', data: { changes: { model: 'HP 14' } } },
    ]);
    given([registered]).when({ type: 'CorrectRevisionDetails', data: {}, unlockCode: null }).then([]);
    expect(stateOf([withCode, changed])).toMatchObject({ unlockCode: 'aes-256-gcm.v1:otro' });
  });

  it('goes with the conversion, sealed for the repair, and the revision’s own copy is purged', () => {
    const converted: RevisionEvent = { type: 'RevisionConvertedToRepair', data: { repairId: 40, unlockCode: forRepair } };
    given([withCode]).when({ type: 'ConvertRevisionToRepair', repairId: 40, unlockCode: forRepair }).then([converted, purged]);
    expect(stateOf([withCode, converted, purged])).toMatchObject({
      convertedToRepairId: 40,
      unlockCodeForRepair: forRepair,
      unlockCode: null,
      unlockCodePurged: true,
    });
    // Converting again changes nothing, and the repair is still registered with the code recorded.
    given([withCode, converted, purged]).when({ type: 'ConvertRevisionToRepair', repairId: 41, unlockCode: 'aes-256-gcm.v1:x' }).then([]);
    // Without a code, nothing is purged.
    given([registered])
      .when({ type: 'ConvertRevisionToRepair', repairId: 40, unlockCode: null })
      .then([{ type: 'RevisionConvertedToRepair', data: { repairId: 40, unlockCode: null } }]);
  });

  it('is changed on the repair once converted: the revision refuses a new one, naming the repair', () => {
    const converted: RevisionEvent = { type: 'RevisionConvertedToRepair', data: { repairId: 40, unlockCode: forRepair } };
    given([withCode, converted, purged])
      .when({ type: 'CorrectRevisionDetails', data: {}, unlockCode: 'aes-256-gcm.v1:nuevo' })
      .thenThrows(new RuleBroken('Esta revisión ya es la reparación 40: cambia allí el código de desbloqueo'));
    // The form sending back no code (the purged one) is no change.
    given([withCode, converted, purged]).when({ type: 'CorrectRevisionDetails', data: {}, unlockCode: null }).then([]);
  });

  it('is purged when a finished revision is archived, kept when an open one is put aside', () => {
    const completed: RevisionEvent = { type: 'RevisionStatusChanged', data: { from: 'pending', to: 'completed' } };
    const cancelled: RevisionEvent = { type: 'RevisionStatusChanged', data: { from: 'pending', to: 'cancelled' } };
    given([withCode, completed]).when({ type: 'ArchiveRevision' }).then([{ type: 'RevisionArchived', data: { from: 'completed' } }, purged]);
    given([withCode, cancelled]).when({ type: 'ArchiveRevision' }).then([{ type: 'RevisionArchived', data: { from: 'cancelled' } }, purged]);
    given([withCode]).when({ type: 'ArchiveRevision' }).then([archived]);
    given([registered, completed]).when({ type: 'ArchiveRevision' }).then([{ type: 'RevisionArchived', data: { from: 'completed' } }]);
  });

  it('takes a new code after a purge (the device came back), kept like the first one', () => {
    const again: RevisionEvent = { type: 'RevisionUnlockCodeChanged', data: { unlockCode: 'aes-256-gcm.v1:nuevo' } };
    given([withCode, purged]).when({ type: 'CorrectRevisionDetails', data: {}, unlockCode: 'aes-256-gcm.v1:nuevo' }).then([again]);
    expect(stateOf([withCode, purged, again])).toMatchObject({ unlockCode: 'aes-256-gcm.v1:nuevo', unlockCodePurged: false });
  });

  it('is purged when the revision is deleted', () => {
    given([withCode]).when({ type: 'DeleteRevision' }).then([{ type: 'RevisionDeleted', data: {} }, purged]);
    given([registered]).when({ type: 'DeleteRevision' }).then([{ type: 'RevisionDeleted', data: {} }]);
  });

  it('reads events stored before codes were kept as keeping none', () => {
    const { unlockCode: _, ...v1 } = registeredData;
    expect(revisionEvents.parse({ type: 'RevisionRegistered', schemaVersion: 1, data: v1 })).toEqual(registered);
    expect(revisionEvents.parse({ type: 'RevisionConvertedToRepair', schemaVersion: 1, data: { repairId: 40 } })).toEqual({
      type: 'RevisionConvertedToRepair',
      data: { repairId: 40, unlockCode: null },
    });
  });

  it('labels its events and field in Spanish for the history', () => {
    expect(revisionEvents.labelOf('RevisionUnlockCodeChanged')).toBe('Código de desbloqueo cambiado');
    expect(revisionEvents.labelOf('RevisionUnlockCodePurged')).toBe('Código de desbloqueo eliminado');
  });
});

describe('Open revisions', () => {
  it('are those neither completed, cancelled nor archived', () => {
    expect(['pending', 'scheduled', 'in_progress', 'pending_approval'].every((s) => isOpenRevision(s as never))).toBe(true);
    expect(['completed', 'cancelled', 'archived'].some((s) => isOpenRevision(s as never))).toBe(false);
  });
});
