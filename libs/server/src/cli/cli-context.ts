import { Presets, SingleBar } from 'cli-progress';
import type { INestApplicationContext } from '@nestjs/common';
import { ChangeNotYetVisible } from '../shared/commands.js';
import { spanishNamesIn } from './names.js';

/**
 * The CLI opens the core lazily, so `--help` answers without touching the database. It follows
 * the log (and so applies what is new) unless `followLog: false`: a command that only reports
 * on the read models, or rebuilds them, leaves them as they are.
 */
export type OpenCore = (options?: { followLog?: boolean }) => Promise<INestApplicationContext>;

/**
 * Prints a domain or validation error the way a shop script wants it: one Spanish line, naming
 * commands and options as the person types them (`--contado`, not the `--counted` it was written
 * with).
 */
export function failWith(error: unknown): never {
  if (error instanceof ChangeNotYetVisible) {
    // Saved: a script must not run it again, so this is no failure.
    process.stderr.write(`Aviso: ${spanishNamesIn(error.message)}\n`);
    process.exit(0);
  }
  process.stderr.write(`Error: ${spanishNamesIn(errorLine(error))}\n`);
  process.exit(1);
}

/**
 * One line, whatever went wrong: the message, then what each field adds to it (a field whose
 * text only repeats the message, or the form-wide '_', adds nothing). The fields' texts name
 * their field in Spanish ('El NIF/CIF no es válido'); their keys are the API's (`identity.taxId`),
 * so a person never reads them.
 */
export function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const errors = (error as { errors?: Record<string, string> }).errors ?? {};
  const details = [...new Set(Object.entries(errors).filter(([field, text]) => field !== '_' && text !== message).map(([, text]) => text))];
  return [message, ...details].join('; ').replace(/[\r\n]+/g, ' ');
}

/** A plain text table with aligned columns. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The CLI's progress bar (on stderr; a line a second when it is no terminal). */
export function progressBar(format: string): SingleBar {
  return new SingleBar({ format, hideCursor: true, noTTYOutput: true, notTTYSchedule: 1000 }, Presets.shades_classic);
}
