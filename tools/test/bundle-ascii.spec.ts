import { parseSync } from 'rolldown/utils';
import { asciiOnly } from '../bundle-node-app.mjs';

/**
 * The server's and the CLI's bundles are ASCII only, so that their loader reads them as one
 * byte a character (libs/server/src/entry/code-cache.ts): the bundler escapes the code's
 * characters, and what it leaves in the licences' comments is escaped here.
 */
describe("the bundle's code in ASCII", () => {
  const ascii = (code: string) => asciiOnly(code, parseSync('bundle.cjs', code, { sourceType: 'script' }).comments, 'bundle.cjs');

  it('escapes what is left in comments, and changes nothing else', () => {
    const code = '/*! formdata-polyfill. MIT License. Jimmy Wärting */\nconst a = "\\u00f1"; // año\nexports.a = a;\n';
    expect(ascii(code)).toBe('/*! formdata-polyfill. MIT License. Jimmy W\\u00e4rting */\nconst a = "\\u00f1"; // a\\u00f1o\nexports.a = a;\n');
    expect(ascii('exports.a = 1;\n')).toBe('exports.a = 1;\n');
  });

  it('stops the build for a character outside a comment, which the bundler should have escaped', () => {
    expect(() => ascii('const a = 1;\nexports.b = "ñ";\n')).toThrow('bundle.cjs has a character outside ASCII at line 2, not in a comment');
  });
});
