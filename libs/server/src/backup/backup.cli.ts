import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { SingleBar } from 'cli-progress';
import { failWith, progressBar, type OpenCore } from '../cli/cli-context.js';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { MIKRO_ORM, sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import { PROJECTIONS, type Projection } from '../projections/projection.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  EVENTS_ENTRY,
  describeEntry,
  HEADER_ENTRY,
  KEYS_ENTRY,
  MANIFEST_ENTRY,
  SEQUENCES_ENTRY,
  signedText,
  tableEntry,
  uploadEntry,
  writeArchive,
  type ArchiveHeader,
  type EntrySource,
  type UnsignedManifest,
} from './backup-archive.js';
import { deriveBackupKey, newKdfParams, passphraseCheck, sealKeys, sign } from './backup-crypto.js';
import { backedUpTables } from './backup-tables.js';
import { backupMessages } from './backup.messages.js';
import { readPassphrase } from './passphrase.js';
import { readSnapshot, type Snapshot } from './shop-snapshot.js';

const defaultName = (now: Date) => `copia-taller-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

export function backupCli(program: Command, open: OpenCore): void {
  program
    .command('backup')
    .description('Copia de seguridad completa del taller en un archivo (eventos, tablas, claves cifradas, imágenes), también con el servidor en marcha')
    .option('-o, --out <archivo>', 'archivo de destino (por defecto copia-taller-<fecha>.tar.gz)')
    .option('--passphrase-file <archivo>', 'archivo cuya primera línea es la frase de paso (si no, TALLER_BACKUP_PASSPHRASE o se pregunta)')
    .action(async (options: { out?: string; passphraseFile?: string }) => {
      const started = Date.now();
      const out = resolve(options.out ?? defaultName(new Date()));
      let passphrase: string;
      try {
        passphrase = await readPassphrase({ file: options.passphraseFile, confirm: true });
        if (existsSync(out)) throw new Error(backupMessages.outExists(out));
        // Checked before the shop is opened: a missing folder (a backup disk not mounted) is said plainly.
        if (!statSync(dirname(out), { throwIfNoEntry: false })?.isDirectory()) throw new Error(backupMessages.folderMissing(dirname(out)));
      } catch (error) {
        failWith(error);
      }
      const app = await open({ followLog: false });
      let bar: SingleBar | undefined;
      const spool = await mkdtemp(join(dirname(out), `.${basename(out)}-`)).catch((error: Error) => {
        void app.close();
        failWith(new Error(backupMessages.folderNotWritable(dirname(out), error.message)));
      });
      const partial = join(spool, 'archive.partial');
      try {
        const config = app.get<TallerConfig>(TALLER_CONFIG);
        if (config.eventStoreUrl) throw new Error(backupMessages.kurrentUnsupported);
        const orm = app.get<ReadModels>(MIKRO_ORM);
        const tables = backedUpTables(orm, app.get<Projection[]>(PROJECTIONS));
        const kdf = newKdfParams();
        const deriving = deriveBackupKey(passphrase, kdf);
        deriving.catch(() => undefined);

        bar = progressBar('Leyendo     [{bar}] {percentage}% · {stage} {value}/{total}');
        bar.start(1, 0, { stage: 'eventos' });
        const stages = { events: 'eventos', tables: 'tablas', images: 'imágenes' } as const;
        const snapshot = await readSnapshot(orm, tables, join(config.dataDir, 'uploads'), spool, ({ stage, done, total }) => {
          bar!.setTotal(Math.max(total, 1));
          bar!.update(done, { stage: stages[stage] });
        });
        bar.stop();

        const key = await deriving;
        const header: ArchiveHeader = {
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          createdAt: new Date().toISOString(),
          source: sqliteFileOf(orm) ? 'SQLite' : 'PostgreSQL',
          kdf,
          passphraseCheck: passphraseCheck(key),
        };
        const keysText = snapshot.sealed.map((s) => s.text.split('\n').filter(Boolean).map((row) => `{"table":${JSON.stringify(s.table)},"row":${row}}\n`).join('')).join('');
        const sealedKeys = sealKeys(key, Buffer.from(keysText));
        const entries = [...entriesOf(snapshot, sealedKeys)];
        const manifest: UnsignedManifest = {
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          entries: await Promise.all(entries.map(describeEntry)),
          counts: {
            events: snapshot.events,
            streams: snapshot.streams,
            sequences: snapshot.sequences.length,
            secretKeys: snapshot.sealed.reduce((sum, s) => sum + s.rows, 0),
            images: snapshot.images.length,
            tables: Object.fromEntries(snapshot.tables.map((t) => [t.table.table, t.rows])),
          },
          missingImages: snapshot.missingImages,
        };
        const signed = { ...manifest, signature: sign(key, signedText(manifest)) };
        const totalBytes = manifest.entries.reduce((sum, e) => sum + e.bytes, 0);
        bar = progressBar('Empaquetando [{bar}] {percentage}% · {mb} MB');
        bar.start(Math.max(totalBytes, 1), 0, { mb: '0' });
        await writeArchive(
          partial,
          [
            { name: HEADER_ENTRY, buffer: Buffer.from(`${JSON.stringify(header, null, 2)}\n`) },
            { name: MANIFEST_ENTRY, buffer: Buffer.from(`${JSON.stringify(signed, null, 2)}\n`) },
            ...entries,
          ],
          (bytes) => bar!.update(Math.min(bytes, totalBytes), { mb: (bytes / 1e6).toFixed(1) }),
        );
        bar.update(Math.max(totalBytes, 1));
        bar.stop();
        // Only a complete archive gets the name: a failed backup never looks like one.
        await rename(partial, out);

        const size = (await stat(out)).size;
        const rows = snapshot.tables.reduce((sum, t) => sum + t.rows, 0);
        process.stdout.write(
          `Copia hecha: ${snapshot.events} eventos de ${snapshot.streams} flujos, ${rows} filas de ${snapshot.tables.length} tablas, ` +
            `${snapshot.sealed.reduce((sum, s) => sum + s.rows, 0)} claves (cifradas), ${snapshot.images.length} imágenes → ${out} ` +
            `(${(size / 1e6).toFixed(1)} MB en ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
            'Guarda la frase de paso aparte: sin ella la copia no se puede restaurar.\n',
        );
        if (snapshot.missingImages.length > 0) {
          process.stderr.write(`Aviso: ${snapshot.missingImages.length} imágenes se borraron mientras se hacía la copia y no van en ella\n`);
        }
      } catch (error) {
        bar?.stop();
        failWith(error);
      } finally {
        await rm(spool, { recursive: true, force: true });
        await app.close();
      }
    });
}

/** Every entry but the header and the manifest, in the archive's order. */
function* entriesOf(snapshot: Snapshot, sealedKeys: Buffer): Generator<EntrySource> {
  yield { name: KEYS_ENTRY, buffer: sealedKeys };
  yield { name: EVENTS_ENTRY, path: snapshot.eventsFile };
  yield { name: SEQUENCES_ENTRY, buffer: Buffer.from(snapshot.sequences.map((s) => `${JSON.stringify(s)}\n`).join('')) };
  for (const { table, file } of snapshot.tables) yield { name: tableEntry(table.table), path: file };
  for (const image of snapshot.images) yield { name: uploadEntry(image.storedName), path: image.file };
}
