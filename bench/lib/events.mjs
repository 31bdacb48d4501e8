import { randomUUID } from 'node:crypto';

/**
 * The events the benchmark writes: the shapes of libs/domain (RepairRegistered,
 * RepairStatusChanged, ClientRegistered), so the same events also feed our projections.
 * A RepairRegistered's data is about 300 bytes of JSON, its metadata about 200.
 */

const DEVICES = [
  ['Móvil', 'Samsung Galaxy S21', 'Pantalla rota tras una caída', 'Cambio de pantalla'],
  ['Portátil', 'Lenovo ThinkPad T14', 'No enciende con el cargador', 'Diagnóstico de placa'],
  ['Tablet', 'iPad Air 4', 'La batería dura dos horas', 'Cambio de batería'],
  ['Consola', 'Nintendo Switch OLED', 'El joystick izquierdo falla', 'Cambio de joystick'],
];
const NAMES = [['María', 'García López'], ['José', 'Fernández Ruiz'], ['Lucía', 'Martín Sánchez'], ['Javier', 'Gómez Díaz']];
const FLOW = ['pending', 'in_progress', 'waiting_user', 'in_progress', 'completed'];

const ACTOR = { id: 1, name: 'Ana Administradora', role: 'administrador' };
const EPOCH = Date.parse('2025-01-01T09:00:00Z');

export function metadata(i) {
  return {
    actor: ACTOR,
    occurredAt: new Date(EPOCH + i * 60_000).toISOString(),
    correlationId: randomUUID(),
    causationId: null,
    source: 'api',
  };
}

function event(type, data, i) {
  return { id: randomUUID(), type, schemaVersion: 1, data, metadata: metadata(i) };
}

export function clientRegistered(clientId, i = clientId) {
  const [name, lastName] = NAMES[clientId % NAMES.length];
  return event(
    'ClientRegistered',
    { clientId, name, lastName, phone: `+34 6${String(10_000_000 + clientId).slice(-8)}`, email: `cliente${clientId}@correo.example` },
    i,
  );
}

export function repairRegistered(repairId, clientId, i = repairId) {
  const [device, model, description, motive] = DEVICES[repairId % DEVICES.length];
  return event(
    'RepairRegistered',
    {
      repairId,
      clientId,
      entryDate: new Date(EPOCH + repairId * 3_600_000).toISOString().slice(0, 10),
      status: 'pending',
      device,
      model,
      contactNumber: `+34 6${String(10_000_000 + clientId).slice(-8)}`,
      description,
      motive,
      priceCents: 4_900 + (repairId % 50) * 100,
      paymentMethod: 'card',
      isPaid: false,
      internalNotes: 'Avisar por WhatsApp',
    },
    i,
  );
}

/** The `step`-th status change of a repair (0 → pending to in_progress, …). */
export function repairStatusChanged(step, i) {
  const from = FLOW[step % (FLOW.length - 1)];
  const to = FLOW[(step % (FLOW.length - 1)) + 1];
  return event('RepairStatusChanged', { from, to }, i);
}

/** `count` RepairRegistered-like events, for the engine comparisons (same payload for all). */
export function repairEvents(count, firstId = 1) {
  return Array.from({ length: count }, (_, k) => repairRegistered(firstId + k, 1 + ((firstId + k) % 500)));
}

/** Bytes of JSON per event (data + metadata), for the report. */
export function payloadBytes(sample) {
  return { data: JSON.stringify(sample.data).length, metadata: JSON.stringify(sample.metadata).length };
}
