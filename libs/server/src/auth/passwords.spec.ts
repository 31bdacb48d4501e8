import { ConfigError, loadConfig } from '../config/config.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** The tests run with PASSWORD_HASH_COST=14 (tools/jest-postgres.mjs); a shop gets OWASP's 2^17. */
describe('password hashes', () => {
  const testCost = process.env['PASSWORD_HASH_COST'];
  afterEach(() => {
    if (testCost === undefined) delete process.env['PASSWORD_HASH_COST'];
    else process.env['PASSWORD_HASH_COST'] = testCost;
  });

  it("a shop that sets nothing hashes with OWASP's scrypt parameters (N=2^17, r=8, p=1)", async () => {
    delete process.env['PASSWORD_HASH_COST'];
    const hash = await hashPassword('una clave larga');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('una clave larga', hash)).toBe(true);
    expect(await verifyPassword('una clave larga.', hash)).toBe(false);
  });

  it('a hash keeps its own cost: after PASSWORD_HASH_COST changes, older hashes still sign in', async () => {
    process.env['PASSWORD_HASH_COST'] = '14';
    const older = await hashPassword('clave de antes');
    expect(older).toMatch(/^scrypt\$16384\$/);
    process.env['PASSWORD_HASH_COST'] = '15';
    expect(await hashPassword('clave nueva')).toMatch(/^scrypt\$32768\$/);
    expect(await verifyPassword('clave de antes', older)).toBe(true);
  });

  it.each(['13', '21', '16.5', 'alto'])('PASSWORD_HASH_COST=%s stops the start with a Spanish reason', (value) => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: value })).toThrow(/PASSWORD_HASH_COST=.* debe ser un número entero entre 14 y 20/);
  });
});
