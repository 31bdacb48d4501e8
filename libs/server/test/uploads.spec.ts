import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../src/persistence/orm.js';
import { UploadedImage } from '../src/uploads/uploaded-image.entity.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, startApi, type RunningApi } from './harness.js';

/** Real images, 2×2 (GIF 1×1), as a browser encodes them; each decodes in Chromium. */
const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4AWI6YKn9H4SZGIAg072PAQAAAP//gpL4xgAAAAZJREFUAwA83wWJY1mRuwAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAXEAEBAQEAAAAAAAAAAAAAAAABABEh/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgP/xAAYEQACAwAAAAAAAAAAAAAAAAAAAQIxMv/aAAwDAQACEQMRAD8AkAw4SSSovLTP/9k=',
    'base64',
  ),
  webp: Buffer.from('UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoCAAIAAsBMJaACdAFAAAD+4g+c+vLBECZQ2xcJy6/JL1J+VgiAAA==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
};

const TEN_MB = 10 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const newRepair = { clientId: 1, device: 'Móvil', model: 'Redmi 12', contactNumber: '612 345 678', description: 'Cristal roto' };
const newRevision = {
  ...newRepair,
  device: 'Portátil',
  model: 'HP Pavilion 15',
  motive: 'diagnostico',
  description: 'Se calienta',
  date: '2026-11-24',
};

interface FilePart {
  name: string;
  bytes: Uint8Array;
  /** What the browser declares; the server never believes it. */
  declared?: string;
  field?: string;
}

describe.each(ENGINES)('Image uploads on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let cookie: string;
  let uploadsDir: string;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    cookie = await api.login('gerente@taller.demo');
    staff = client(api.url, cookie);
    uploadsDir = join(api.config.dataDir, 'uploads');
  });
  afterAll(async () => {
    await api.close();
  });

  /** Every file under DATA_DIR/uploads, kept or half-written. */
  const filesOnDisk = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : []);

  const aRepair = async (): Promise<number> => {
    const created = await staff('/api/repairs', { method: 'POST', body: newRepair });
    expect(created.status).toBe(201);
    return created.json.id;
  };

  /** POST /api/uploads as a browser's FormData sends it. */
  const upload = async (fields: Record<string, string>, files: FilePart[], session: string | null = cookie) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) {
      form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.declared ?? 'application/octet-stream' }), file.name);
    }
    const response = await fetch(`${api.url}/api/uploads`, { method: 'POST', body: form, headers: session ? { cookie: session } : {} });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  };

  const uploadTo = (repairId: number, file: FilePart) => upload({ type: 'repair', id: String(repairId) }, [file]);

  describe('Accepting images', () => {
    it.each([
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const)('takes a %s, stored under a name of its own with the extension of its content', async (ext, mime) => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const response = await uploadTo(repairId, { name: `foto.${ext}`, bytes: IMAGES[ext], declared: mime });
      expect(response.status).toBe(201);
      expect(response.json).toEqual({
        id: expect.stringMatching(UUID),
        imageUrl: `/api/uploads/${response.json.id}/file`,
        filename: `foto.${ext}`,
        contentType: mime,
        size: IMAGES[ext].length,
        createdAt: expect.any(String),
      });
      const added = filesOnDisk().filter((name) => !before.includes(name));
      expect(added).toEqual([`${response.json.id}.${ext}`]);
      expect(readFileSync(join(uploadsDir, added[0]!))).toEqual(IMAGES[ext]);
    });

    it('judges by content, never by name or declared type: a PNG called .exe is a PNG', async () => {
      const repairId = await aRepair();
      const response = await uploadTo(repairId, { name: 'programa.exe', bytes: IMAGES.png, declared: 'application/x-msdownload' });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ filename: 'programa.exe', contentType: 'image/png' });
      expect(filesOnDisk()).toContain(`${response.json.id}.png`);
    });

    it('takes an image of exactly 10 MB', async () => {
      const repairId = await aRepair();
      const exactly = Buffer.alloc(TEN_MB);
      IMAGES.png.copy(exactly);
      const response = await uploadTo(repairId, { name: 'grande.png', bytes: exactly });
      expect(response.status).toBe(201);
      expect(response.json.size).toBe(TEN_MB);
      expect((await staff(`/api/uploads/${response.json.id}`, { method: 'DELETE' })).status).toBe(200);
    });

    it('keeps an accented name for people, and never uses it as a path', async () => {
      const repairId = await aRepair();
      const response = await uploadTo(repairId, { name: "../../Pantalla; rota ñ'(1).gif", bytes: IMAGES.gif });
      expect(response.status).toBe(201);
      expect(response.json.filename).toBe("Pantalla; rota ñ'(1).gif");
      expect(filesOnDisk()).toContain(`${response.json.id}.gif`);
      const served = await fetch(`${api.url}${response.json.imageUrl}`, { headers: { cookie } });
      expect(served.headers.get('content-disposition')).toBe(
        `inline; filename="Pantalla; rota _'(1).gif"; filename*=UTF-8''Pantalla%3B%20rota%20%C3%B1%27%281%29.gif`,
      );
    });
  });

  describe('Refusing what is not one image of at most 10 MB', () => {
    it('refuses a text file called .jpg, and keeps nothing', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const response = await uploadTo(repairId, { name: 'foto.jpg', bytes: Buffer.from('esto no es una foto\n'), declared: 'image/jpeg' });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({
        message: 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, WEBP, GIF',
        error: 'unsupported_extension',
      });
      expect(filesOnDisk()).toEqual(before);
    });

    it('refuses other images, such as an SVG or a BMP, and an empty file', async () => {
      const repairId = await aRepair();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
      for (const bytes of [svg, bmp, Buffer.alloc(0)]) {
        const response = await uploadTo(repairId, { name: 'imagen.png', bytes, declared: 'image/png' });
        expect(response.status).toBe(415);
        expect(response.json.error).toBe('unsupported_extension');
      }
    });

    it('asks for a file when none is sent', async () => {
      const repairId = await aRepair();
      const expected = { message: 'No se seleccionó ningún archivo', error: 'missing_file_field' };
      const onlyFields = await upload({ type: 'repair', id: String(repairId) }, []);
      expect(onlyFields.status).toBe(400);
      expect(onlyFields.json).toEqual(expected);
      const otherField = await upload({ type: 'repair', id: String(repairId) }, [{ name: 'a.png', bytes: IMAGES.png, field: 'imagen' }]);
      expect(otherField.json).toEqual(expected);
      const json = await staff('/api/uploads', { method: 'POST', body: { type: 'repair', id: repairId } });
      expect(json.status).toBe(400);
      expect(json.json).toEqual(expected);
      expect(filesOnDisk().some((name) => name.startsWith('.incoming'))).toBe(false);
    });

    it('refuses a file without a name, as a browser sends it or with no filename at all', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const expected = { status: 400, json: { message: 'El archivo no tiene nombre', error: 'empty_filename' } };
      // fetch's FormData leaves out an empty filename; a browser's form sends filename="".
      expect(await uploadTo(repairId, { name: '', bytes: IMAGES.png })).toEqual(expected);
      const boundary = 'limite-de-prueba';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nrepair\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${repairId}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: image/png\r\n\r\n`),
        IMAGES.png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const browser = await fetch(`${api.url}/api/uploads`, {
        method: 'POST',
        body,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect({ status: browser.status, json: await browser.json() }).toEqual(expected);
      expect(filesOnDisk()).toEqual(before);
    });

    it('refuses 10 MB and one byte with the limit in MB, and leaves nothing on disk', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const tooBig = Buffer.alloc(TEN_MB + 1);
      IMAGES.png.copy(tooBig);
      const response = await uploadTo(repairId, { name: 'enorme.png', bytes: tooBig });
      expect(response.status).toBe(413);
      expect(response.json).toEqual({ message: 'Archivo demasiado grande (máximo 10MB)', error: 'file_too_large', max_mb: 10 });
      expect(filesOnDisk()).toEqual(before);
      expect((await staff(`/api/uploads?type=repair&id=${repairId}`)).json).toEqual([]);
    });

    it('refuses two files at once, and keeps neither', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const response = await upload({ type: 'repair', id: String(repairId) }, [
        { name: 'a.png', bytes: IMAGES.png },
        { name: 'b.gif', bytes: IMAGES.gif },
      ]);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: 'Solo se puede subir un archivo cada vez', error: 'too_many_files' });
      expect(filesOnDisk()).toEqual(before);
      expect((await staff(`/api/uploads?type=repair&id=${repairId}`)).json).toEqual([]);
    });

    it('refuses a form stuffed with fields, and one that is not multipart at all', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const stuffed: Record<string, string> = { type: 'repair', id: String(repairId) };
      for (let i = 0; i < 20; i++) stuffed[`campo${i}`] = 'x';
      const tooMany = await upload(stuffed, [{ name: 'a.png', bytes: IMAGES.png }]);
      expect(tooMany.status).toBe(413);
      expect(tooMany.json).toEqual({ message: 'El formulario enviado tiene demasiados campos', error: 'too_many_fields' });
      const noBoundary = await staff('/api/uploads', { method: 'POST', body: 'hola', headers: { 'content-type': 'multipart/form-data' } });
      expect(noBoundary.status).toBe(400);
      expect(noBoundary.json).toEqual({ message: 'El formulario enviado no es válido', error: 'invalid_form' });
      expect(filesOnDisk()).toEqual(before);
    });

    it('refuses an unknown record type and a malformed id, in Spanish', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const unknown = await upload({ type: 'factura', id: String(repairId) }, [{ name: 'a.png', bytes: IMAGES.png }]);
      expect(unknown.status).toBe(400);
      expect(unknown.json).toEqual({ message: 'Tipo de registro no válido. Debe ser: repair, revision, product', error: 'invalid_type' });
      const missingType = await upload({ id: String(repairId) }, [{ name: 'a.png', bytes: IMAGES.png }]);
      expect(missingType.json.error).toBe('invalid_type');
      for (const id of ['abc', '0', '-3', '1.5', '']) {
        const response = await upload({ type: 'repair', id }, [{ name: 'a.png', bytes: IMAGES.png }]);
        expect({ id, status: response.status, body: response.json }).toEqual({
          id,
          status: 400,
          body: { message: 'ID de reparación no válido', error: 'invalid_id' },
        });
      }
      expect(filesOnDisk()).toEqual(before);
    });

    it('refuses images for a repair that does not exist or was deleted', async () => {
      const deleted = await aRepair();
      expect((await staff(`/api/repairs/${deleted}`, { method: 'DELETE' })).status).toBe(200);
      const before = filesOnDisk();
      for (const id of [deleted, 999999]) {
        const response = await uploadTo(id, { name: 'a.png', bytes: IMAGES.png });
        expect(response.status).toBe(404);
        expect(response.json).toEqual({ message: 'Reparación no encontrada' });
      }
      expect(filesOnDisk()).toEqual(before);
      const history = await staff(`/api/repairs/${deleted}/history`);
      expect(history.json.map((e: any) => e.type)).toEqual(['RepairRegistered', 'RepairDeleted']);
    });
  });

  describe('Listing, serving and removing', () => {
    it('lists a repair’s images oldest first, and shows them on the repair', async () => {
      const repairId = await aRepair();
      const first = (await uploadTo(repairId, { name: 'delante.jpg', bytes: IMAGES.jpg })).json;
      const second = (await uploadTo(repairId, { name: 'detras.webp', bytes: IMAGES.webp })).json;
      const other = await aRepair();
      await uploadTo(other, { name: 'otra.gif', bytes: IMAGES.gif });

      const list = await staff(`/api/uploads?type=repair&id=${repairId}`);
      expect(list.status).toBe(200);
      expect(list.json).toEqual([first, second]);
      expect((await staff(`/api/repairs/${repairId}`)).json.images).toEqual([first, second]);
      expect((await staff(`/api/uploads?type=repair&id=${await aRepair()}`)).json).toEqual([]);
    });

    it('explains a bad list request', async () => {
      const cases: [string, number, unknown][] = [
        ['/api/uploads?type=order&id=1', 400, { message: 'Tipo de registro no válido. Debe ser: repair, revision, product', error: 'invalid_type' }],
        ['/api/uploads?id=1', 400, { message: 'Tipo de registro no válido. Debe ser: repair, revision, product', error: 'invalid_type' }],
        ['/api/uploads?type=repair&id=doce', 400, { message: 'ID de reparación no válido', error: 'invalid_id' }],
        ['/api/uploads?type=repair', 400, { message: 'ID de reparación no válido', error: 'invalid_id' }],
        ['/api/uploads?type=repair&id=999999', 404, { message: 'Reparación no encontrada' }],
      ];
      for (const [path, status, body] of cases) {
        const response = await staff(path);
        expect({ path, status: response.status, body: response.json }).toEqual({ path, status, body });
      }
    });

    it('serves the exact bytes with their type and headers that keep them inert', async () => {
      const repairId = await aRepair();
      const image = (await uploadTo(repairId, { name: 'pantalla.webp', bytes: IMAGES.webp, declared: 'text/html' })).json;
      const response = await fetch(`${api.url}${image.imageUrl}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(IMAGES.webp);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('content-length')).toBe(String(IMAGES.webp.length));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="pantalla.webp"; filename*=UTF-8''pantalla.webp`);
      expect(response.headers.get('cache-control')).toMatch(/^private\b/);
    });

    it('removes an image: the file, the row, and an event on the repair', async () => {
      const repairId = await aRepair();
      const image = (await uploadTo(repairId, { name: 'borrar.png', bytes: IMAGES.png })).json;
      expect(filesOnDisk()).toContain(`${image.id}.png`);

      const removed = await staff(`/api/uploads/${image.id}`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(removed.json).toEqual(image);
      expect(filesOnDisk()).not.toContain(`${image.id}.png`);
      expect((await staff(`/api/uploads?type=repair&id=${repairId}`)).json).toEqual([]);
      expect((await staff(`/api/repairs/${repairId}`)).json.images).toEqual([]);

      const again = await staff(`/api/uploads/${image.id}`, { method: 'DELETE' });
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ message: 'Imagen no encontrada' });
      expect((await staff(image.imageUrl)).status).toBe(404);
    });

    it('tells a malformed image id from a missing one', async () => {
      for (const path of ['/api/uploads/42', '/api/uploads/no-es-un-id/file', '/api/uploads/%2E%2E%2Fetc/file']) {
        const method = path.endsWith('/file') ? 'GET' : 'DELETE';
        const response = await staff(path, { method });
        expect({ path, status: response.status, body: response.json }).toEqual({ path, status: 400, body: { message: 'ID de imagen no válido' } });
      }
      const missing = '0b6f2c4e-5a1d-4c8e-9f00-123456789abc';
      expect((await staff(`/api/uploads/${missing}`, { method: 'DELETE' })).status).toBe(404);
      expect((await staff(`/api/uploads/${missing}/file`)).json).toEqual({ message: 'Imagen no encontrada' });
    });

    it('records both in the repair’s history, with who did it', async () => {
      const repairId = await aRepair();
      const admin = client(api.url, await api.login('administrador@taller.demo'));
      const image = (await uploadTo(repairId, { name: 'antes.jpg', bytes: IMAGES.jpg })).json;
      expect((await admin(`/api/uploads/${image.id}`, { method: 'DELETE' })).status).toBe(200);

      const history = await staff(`/api/repairs/${repairId}/history`);
      const [, attached, removed] = history.json;
      expect(attached).toMatchObject({
        type: 'RepairImageAttached',
        label: 'Imagen añadida',
        data: { imageId: image.id, filename: 'antes.jpg', contentType: 'image/jpeg' },
        changes: [{ field: 'image', label: 'Imagen', from: null, to: 'antes.jpg' }],
        actor: { name: 'Gonzalo Gerente', role: 'gerente', roleLabel: 'Gerente' },
        source: 'api',
      });
      expect(removed).toMatchObject({
        type: 'RepairImageRemoved',
        label: 'Imagen eliminada',
        data: { imageId: image.id },
        changes: [{ field: 'image', label: 'Imagen', from: 'antes.jpg', to: null }],
        actor: { name: 'Ana Administradora', role: 'administrador', roleLabel: 'Administrador' },
      });
      expect((await staff(`/api/repairs/${repairId}`)).json.version).toBe(2);
    });

    it('still removes the images of a repair deleted since', async () => {
      const repairId = await aRepair();
      const image = (await uploadTo(repairId, { name: 'resto.gif', bytes: IMAGES.gif })).json;
      expect((await staff(`/api/repairs/${repairId}`, { method: 'DELETE' })).status).toBe(200);
      expect((await staff(`/api/uploads?type=repair&id=${repairId}`)).status).toBe(404);
      expect((await staff(`/api/uploads/${image.id}`, { method: 'DELETE' })).status).toBe(200);
      expect(filesOnDisk()).not.toContain(`${image.id}.gif`);
      const history = await staff(`/api/repairs/${repairId}/history`);
      expect(history.json.map((e: any) => e.type)).toEqual(['RepairRegistered', 'RepairImageAttached', 'RepairDeleted', 'RepairImageRemoved']);
    });
  });

  describe('Images of a revision', () => {
    const aRevision = async (): Promise<number> => {
      const created = await staff('/api/revisions', { method: 'POST', body: newRevision });
      expect(created.status).toBe(201);
      return created.json.id;
    };
    const uploadToRevision = (revisionId: number, file: FilePart) => upload({ type: 'revision', id: String(revisionId) }, [file]);
    const revisionNotFound = { message: 'No se encontraron datos de la revisión' };

    it('takes a PNG, lists it, shows it on the revision and in its history, and removes it', async () => {
      const revisionId = await aRevision();
      const image = await uploadToRevision(revisionId, { name: 'placa.png', bytes: IMAGES.png, declared: 'image/png' });
      expect(image.status).toBe(201);
      expect(image.json).toMatchObject({ filename: 'placa.png', contentType: 'image/png', size: IMAGES.png.length });
      expect(filesOnDisk()).toContain(`${image.json.id}.png`);

      expect((await staff(`/api/uploads?type=revision&id=${revisionId}`)).json).toEqual([image.json]);
      const detail = (await staff(`/api/revisions/${revisionId}`)).json;
      expect(detail).toMatchObject({ id: revisionId, version: 1, images: [image.json] });
      // The edit form sends the detail back as it came, images and all: nothing changes.
      expect((await staff(`/api/revisions/${revisionId}`, { method: 'PUT', body: detail })).json.version).toBe(1);
      expect((await staff(image.json.imageUrl)).status).toBe(200);

      expect((await staff(`/api/uploads/${image.json.id}`, { method: 'DELETE' })).json).toEqual(image.json);
      expect(filesOnDisk()).not.toContain(`${image.json.id}.png`);
      expect((await staff(`/api/uploads?type=revision&id=${revisionId}`)).json).toEqual([]);
      expect((await staff(`/api/revisions/${revisionId}`)).json).toMatchObject({ version: 2, images: [] });

      const history = (await staff(`/api/revisions/${revisionId}/history`)).json;
      expect(history.slice(1)).toMatchObject([
        {
          type: 'RevisionImageAttached',
          label: 'Imagen añadida',
          data: { imageId: image.json.id, filename: 'placa.png', contentType: 'image/png' },
          changes: [{ field: 'image', label: 'Imagen', from: null, to: 'placa.png' }],
          actor: { name: 'Gonzalo Gerente', role: 'gerente', roleLabel: 'Gerente' },
          source: 'api',
        },
        {
          type: 'RevisionImageRemoved',
          label: 'Imagen eliminada',
          data: { imageId: image.json.id },
          changes: [{ field: 'image', label: 'Imagen', from: 'placa.png', to: null }],
        },
      ]);
      // The list row follows the revision's version, so an edit from the list is not stale.
      const row = (await staff(`/api/revisions?filter=${encodeURIComponent(JSON.stringify({ id: [revisionId] }))}`)).json;
      expect(row).toMatchObject([{ id: revisionId, version: 2 }]);
    });

    it('answers 404 for a revision that does not exist, and its own 400 for a malformed id', async () => {
      const before = filesOnDisk();
      const missing = await uploadToRevision(999999, { name: 'a.png', bytes: IMAGES.png });
      expect({ status: missing.status, body: missing.json }).toEqual({ status: 404, body: revisionNotFound });
      const listed = await staff('/api/uploads?type=revision&id=999999');
      expect({ status: listed.status, body: listed.json }).toEqual({ status: 404, body: revisionNotFound });
      const malformed = await upload({ type: 'revision', id: 'doce' }, [{ name: 'a.png', bytes: IMAGES.png }]);
      expect({ status: malformed.status, body: malformed.json }).toEqual({
        status: 400,
        body: { message: 'ID de revisión no válido', error: 'invalid_id' },
      });
      expect(filesOnDisk()).toEqual(before);
    });

    it('refuses images for a deleted revision, keeps nothing, and still removes the ones it had', async () => {
      const revisionId = await aRevision();
      const image = (await uploadToRevision(revisionId, { name: 'antes.gif', bytes: IMAGES.gif })).json;
      expect((await staff(`/api/revisions/${revisionId}`, { method: 'DELETE' })).status).toBe(200);
      const before = filesOnDisk();
      const refused = await uploadToRevision(revisionId, { name: 'despues.png', bytes: IMAGES.png });
      expect({ status: refused.status, body: refused.json }).toEqual({ status: 404, body: revisionNotFound });
      expect(filesOnDisk()).toEqual(before);
      expect((await staff(`/api/uploads?type=revision&id=${revisionId}`)).status).toBe(404);
      expect((await staff(`/api/uploads/${image.id}`, { method: 'DELETE' })).status).toBe(200);
      expect(filesOnDisk()).not.toContain(`${image.id}.gif`);
      const history = await staff(`/api/revisions/${revisionId}/history`);
      expect(history.json.map((e: any) => e.type)).toEqual([
        'RevisionRegistered',
        'RevisionImageAttached',
        'RevisionDeleted',
        'RevisionImageRemoved',
      ]);
    });

    it('takes images on an archived revision', async () => {
      const revisionId = await aRevision();
      expect((await staff(`/api/revisions/${revisionId}/archive`, { method: 'POST' })).status).toBe(200);
      const image = await uploadToRevision(revisionId, { name: 'archivo.webp', bytes: IMAGES.webp });
      expect(image.status).toBe(201);
      expect((await staff(`/api/revisions/${revisionId}`)).json).toMatchObject({ status: 'archived', images: [image.json] });
    });

    it('keeps showing a converted revision’s images, and sends new ones to its repair', async () => {
      const revisionId = await aRevision();
      const image = (await uploadToRevision(revisionId, { name: 'entrada.jpg', bytes: IMAGES.jpg })).json;
      const { repairId } = (await staff(`/api/revisions/${revisionId}/convert`, { method: 'POST' })).json;
      expect((await staff(`/api/revisions/${revisionId}`)).json).toMatchObject({ convertedToRepairId: repairId, images: [image] });

      const before = filesOnDisk();
      const refused = await uploadToRevision(revisionId, { name: 'tarde.png', bytes: IMAGES.png });
      expect({ status: refused.status, body: refused.json }).toEqual({
        status: 409,
        body: { message: `Esta revisión ya es la reparación ${repairId}: añade las imágenes allí` },
      });
      expect(filesOnDisk()).toEqual(before);
      expect((await uploadTo(repairId, { name: 'tarde.png', bytes: IMAGES.png })).status).toBe(201);
      expect((await staff(`/api/uploads/${image.id}`, { method: 'DELETE' })).status).toBe(200);
    });
  });

  describe('When a step fails', () => {
    it('takes the image off the repair again and deletes its file when its row cannot be written', async () => {
      const repairId = await aRepair();
      const before = filesOnDisk();
      const orm = api.app.get<MikroORM>(MIKRO_ORM);
      const prototype = Object.getPrototypeOf(orm.em) as { flush(this: EntityManager): Promise<void> };
      const flush = prototype.flush;
      prototype.flush = async function (this: EntityManager) {
        const writesAnImage = [...this.getUnitOfWork().getPersistStack()].some((entity) => entity instanceof UploadedImage);
        if (writesAnImage) throw new Error('disco lleno');
        return flush.call(this);
      };
      try {
        const response = await uploadTo(repairId, { name: 'perdida.png', bytes: IMAGES.png });
        expect(response.status).toBe(500);
        expect(response.json.message).toBe('Error interno del servidor. Inténtalo de nuevo más tarde.');
      } finally {
        prototype.flush = flush;
      }
      expect(filesOnDisk()).toEqual(before);
      expect((await staff(`/api/uploads?type=repair&id=${repairId}`)).json).toEqual([]);
      const history = await staff(`/api/repairs/${repairId}/history`);
      expect(history.json.map((e: any) => e.type)).toEqual(['RepairRegistered', 'RepairImageAttached', 'RepairImageRemoved']);
    });
  });

  describe('Access', () => {
    it('refuses every upload route without a staff session', async () => {
      const repairId = await aRepair();
      const image = (await uploadTo(repairId, { name: 'privada.png', bytes: IMAGES.png })).json;
      const before = filesOnDisk();
      const anonymousUpload = await upload({ type: 'repair', id: String(repairId) }, [{ name: 'a.png', bytes: IMAGES.png }], null);
      expect(anonymousUpload.status).toBe(401);
      expect(anonymousUpload.json.message).toMatch(/inicia sesión/i);
      const anonymous = client(api.url);
      for (const [method, path] of [
        ['GET', `/api/uploads?type=repair&id=${repairId}`],
        ['GET', image.imageUrl],
        ['DELETE', `/api/uploads/${image.id}`],
      ]) {
        expect({ method, path, status: (await anonymous(path!, { method })).status }).toEqual({ method, path, status: 401 });
      }
      const customer = client(api.url, await api.login('cliente@taller.demo'));
      expect((await customer(image.imageUrl)).status).toBe(403);
      expect(filesOnDisk()).toEqual(before);
      expect((await staff(`/api/uploads?type=repair&id=${repairId}`)).json).toEqual([image]);
    });
  });
});
