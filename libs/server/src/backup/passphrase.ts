import { readFile } from 'node:fs/promises';
import { MIN_PASSPHRASE_LENGTH } from './backup-crypto.js';
import { backupMessages } from './backup.messages.js';

export const PASSPHRASE_ENV = 'TALLER_BACKUP_PASSPHRASE';

/**
 * The owner's passphrase: from `--passphrase-file` (its first line), else TALLER_BACKUP_PASSPHRASE,
 * else typed at a terminal without echo (twice when it makes a new backup). Never written
 * anywhere by Taller. A short one is refused before any work.
 */
export async function readPassphrase(options: { file?: string; confirm: boolean }): Promise<string> {
  let passphrase: string | undefined;
  if (options.file) {
    const text = await readFile(options.file, 'utf8').catch(() => {
      throw new Error(backupMessages.passphraseFileUnreadable(options.file!));
    });
    passphrase = text.split(/\r?\n/)[0];
  } else if (process.env[PASSPHRASE_ENV]) {
    passphrase = process.env[PASSPHRASE_ENV];
  } else if (process.stdin.isTTY && process.stderr.isTTY) {
    passphrase = await prompt(backupMessages.passphrasePrompt);
    if (options.confirm && (await prompt(backupMessages.passphraseRepeat)) !== passphrase) {
      throw new Error(backupMessages.passphraseMismatch);
    }
  }
  if (passphrase === undefined || passphrase === '') throw new Error(backupMessages.passphraseMissing);
  if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) throw new Error(backupMessages.passphraseTooShort(MIN_PASSPHRASE_LENGTH));
  return passphrase;
}

/** Reads one line from the terminal without showing it. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(typed);
        if (char === '\u0003') return done(new Error('Cancelado'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
