import { randomInt } from 'node:crypto';
import { validate } from '@taller/domain';
import { NEW_PASSWORD_MIN_LENGTH, passwordText } from '../../auth/account.rules.js';
import { authMessages } from '../../auth/auth.messages.js';

const newPassword = passwordText('password', authMessages.passwordRequired, authMessages.passwordTooLong)
  .min(1, authMessages.passwordRequired)
  .min(NEW_PASSWORD_MIN_LENGTH, authMessages.newPasswordTooShort);

/** A new password as every form of the shop takes it (8 to 200 characters, one line). */
export const checkedPassword = (password: string) => validate(newPassword, password, authMessages.newPasswordTooShort);

/** 20 characters from an alphabet without look-alikes (no 0/O, 1/l/I): about 115 bits. */
export function generatedPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The first line of standard input (`--password-stdin`), its line break dropped. */
export async function passwordFromStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  let text = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed; Ctrl+C gives up. */
export function askHidden(prompt: string, stdin: NodeJS.ReadStream = process.stdin, out: NodeJS.WriteStream = process.stderr): Promise<string> {
  return new Promise((resolve, reject) => {
    out.write(prompt);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      out.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelado'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
