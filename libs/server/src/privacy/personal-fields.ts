import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { CLIENT_PERSONAL_FIELDS, ERASED_PERSON } from '@taller/domain';

/**
 * Which fields of which events are a person's data, and whose person they belong to. These
 * leave the process only sealed with the person's key (crypto-shredding): forgetting the person
 * destroys the key, and every copy of the log, export or backup, reads as `ERASED_PERSON`.
 *
 * A field is a path in the event's data (`changes.phone`). The person is a client: on a
 * client's stream the stream itself (`client-12`); on a repair's or revision's, the client it
 * was registered for (`clientId` of its first event).
 */
export interface PersonalFields {
  paths: readonly string[];
  person: 'stream' | 'client-of-record';
}

const clientPaths = CLIENT_PERSONAL_FIELDS as readonly string[];
const corrected = (paths: readonly string[]) => paths.map((path) => `changes.${path}`);

export const PERSONAL_FIELDS: ReadonlyMap<string, PersonalFields> = new Map<string, PersonalFields>([
  ['ClientRegistered', { paths: clientPaths, person: 'stream' }],
  ['ClientDetailsCorrected', { paths: corrected(clientPaths), person: 'stream' }],
  // The address of the customer account linked: the person's too.
  ['ClientAccountLinked', { paths: ['email'], person: 'stream' }],
  ['ClientAccountUnlinked', { paths: ['email'], person: 'stream' }],
  ['RepairRegistered', { paths: ['contactNumber'], person: 'client-of-record' }],
  ['RepairDetailsCorrected', { paths: corrected(['contactNumber']), person: 'client-of-record' }],
  ['RevisionRegistered', { paths: ['contactNumber'], person: 'client-of-record' }],
  ['RevisionDetailsCorrected', { paths: corrected(['contactNumber']), person: 'client-of-record' }],
  // A photo's name on the uploader's computer may name the customer ('movil-ana-garcia.jpg').
  ['RepairImageAttached', { paths: ['filename'], person: 'client-of-record' }],
  ['RevisionImageAttached', { paths: ['filename'], person: 'client-of-record' }],
]);

/** The key in an event's data under which its sealed personal fields travel. */
export const SEALED = '$personal';

/**
 * What an event's data holds in place of its personal fields: whose they are, which fields
 * (names only, never values), and their values sealed. `sealed` is null when the person was
 * already forgotten when the event was written: nothing of them was kept.
 */
export interface SealedFields {
  person: string;
  fields: string[];
  sealed: string | null;
}

const FORMAT = 'aes-256-gcm.v1';

/** The person a client's id names: the subject of their key. */
export const personOfClient = (clientId: number) => `client-${clientId}`;

/** What a field of a forgotten person reads as: the name says so, the rest is empty. */
export function erasedValue(path: string): string {
  if (path === 'name' || path === 'changes.name') return ERASED_PERSON;
  return path === 'filename' ? ERASED_IMAGE_NAME : '';
}

/** What a forgotten person's photos are called (the file itself stays: it shows the device). */
export const ERASED_IMAGE_NAME = 'imagen';

function getPath(data: Record<string, unknown>, path: string): unknown {
  let at: unknown = data;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A copy of `data` with `path` set (`value` undefined: removed); the objects on the way are copied. */
function withPath(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const copy = { ...data };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head!];
    else copy[head!] = value;
  } else {
    const inner = copy[head!];
    copy[head!] = withPath(inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest.join('.'), value);
  }
  return copy;
}

/** The personal fields present in an event's data (clear, not yet sealed). */
export function clearPersonalFields(type: string, data: unknown): string[] {
  const spec = PERSONAL_FIELDS.get(type);
  if (!spec || data === null || typeof data !== 'object' || SEALED in data) return [];
  return spec.paths.filter((path) => getPath(data as Record<string, unknown>, path) !== undefined);
}

export function sealedFieldsOf(data: unknown): SealedFields | undefined {
  if (data === null || typeof data !== 'object' || !(SEALED in data)) return undefined;
  return (data as Record<string, unknown>)[SEALED] as SealedFields;
}

/**
 * The data with its personal fields taken out and sealed with `key` (null: the person is
 * forgotten, and the fields are dropped). The person as associated data: a sealed block copied
 * onto another person's event does not open.
 */
export function sealFields(data: Record<string, unknown>, fields: string[], person: string, key: Buffer | null): Record<string, unknown> {
  let out = data;
  const values = fields.map((path) => getPath(data, path));
  for (const path of fields) out = withPath(out, path, undefined);
  let sealed: string | null = null;
  if (key) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(person));
    const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    sealed = [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }
  const block: SealedFields = { person, fields, sealed };
  return { ...out, [SEALED]: block };
}

/** The data with its personal fields back: opened with `key`, or as a forgotten person's when there is none. */
export function openFields(data: Record<string, unknown>, block: SealedFields, key: Buffer | null): Record<string, unknown> {
  const { [SEALED]: _sealed, ...rest } = data;
  let values: unknown[] | null = null;
  if (key && block.sealed) {
    const [format, iv, tag, body] = block.sealed.split(':');
    if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error(`Datos personales con formato desconocido (${block.person})`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(block.person));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    values = JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8')) as unknown[];
  }
  let out: Record<string, unknown> = rest;
  block.fields.forEach((path, index) => {
    out = withPath(out, path, values ? values[index] : erasedValue(path));
  });
  return out;
}
