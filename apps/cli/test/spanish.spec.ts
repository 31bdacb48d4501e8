import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { Command } from 'commander';
import { tallerProgram } from '@taller/server';
import { bashCompletion, commandTree, zshCompletion } from '../../../libs/server/src/cli/completion.js';
import { EXIT, spanishCommanderMessage } from '../../../libs/server/src/cli/spanish.js';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * The CLI speaks Spanish to the last word: every command's help, commander's own errors, the
 * exit codes, shell completion from the command tree, and `--json` on every listing.
 * Help and errors run in process on the program as built (process.exit caught); the listings
 * run the built CLI on a fresh SQLite DATA_DIR.
 */

/** commander's English texts, none of which may reach a user. */
const ENGLISH = [
  'Usage',
  'Options',
  'Commands',
  'Arguments',
  'display help',
  'output the version',
  'error:',
  'unknown option',
  'unknown command',
  'missing required',
  'too many arguments',
  'did you mean',
  'default:',
  'choices:',
  'preset:',
  'env:',
  '[options]',
  '[command]',
  'is invalid',
  'Allowed choices',
  'Expected',
];
// Case aside, but for commander's lower-case 'error:' (the Spanish line starts with 'Error:').
const englishIn = (text: string) =>
  ENGLISH.filter((word) => (word === 'error:' ? text.includes(word) : text.toLowerCase().includes(word.toLowerCase())));

class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

const never = (() => {
  throw new Error('la ayuda y los errores de uso no abren la base de datos');
}) as never;

/** Runs the program in process: what it writes, and the exit code it asks for. */
async function taller(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(Number(code ?? 0));
  });
  try {
    await tallerProgram(never).parseAsync(['node', 'taller', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    if (error instanceof Exit) return { code: error.code, stdout, stderr };
    throw error;
  } finally {
    out.mockRestore();
    err.mockRestore();
    exit.mockRestore();
  }
}

const paths = (cmd: Command, prefix: string[] = []): string[][] => [
  prefix,
  ...cmd.commands.flatMap((sub) => paths(sub, [...prefix, sub.name()])),
];
const tree = tallerProgram(never);
const allPaths = paths(tree);

describe('taller speaks Spanish', () => {
  it.each(allPaths.map((path) => [path.join(' ') || '(taller)', path]))('%s --help: no English from commander', async (_name, path) => {
    const result = await taller(...(path as string[]), '--help');
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/^Uso: taller/);
    expect(englishIn(result.stdout + result.stderr)).toEqual([]);
  });

  it('taller help <orden> and a group without its command answer in Spanish', async () => {
    const help = await taller('help', 'repairs');
    expect({ code: help.code, stderr: help.stderr }).toEqual({ code: EXIT.ok, stderr: '' });
    expect(help.stdout).toContain('Órdenes:');
    expect(englishIn(help.stdout)).toEqual([]);
    // A group alone is a usage error: its help on stderr, exit 2.
    const group = await taller('repairs');
    expect(group.code).toBe(EXIT.usage);
    expect(group.stderr).toContain('Uso: taller repairs [opciones] [orden]');
    expect(englishIn(group.stderr)).toEqual([]);
  });

  it('taller --help documents the exit codes and completion', async () => {
    const { stdout } = await taller('--help');
    expect(stdout).toContain('Códigos de salida:');
    for (const code of Object.values(EXIT)) expect(stdout).toMatch(new RegExp(`^  ${code}  \\S`, 'm'));
    expect(stdout).toContain('taller completion bash|zsh');
  });

  it.each([
    ['unknown command', ['reparaciones'], /^Error: orden desconocida «reparaciones»/],
    ['unknown command, with a suggestion', ['repairs', 'lst'], /^Error: orden desconocida «lst»\n\(¿Quizá list\?\)/],
    ['unknown option', ['repairs', 'list', '--jsno'], /^Error: opción desconocida «--jsno»\n\(¿Quizá --json\?\)/],
    ['unknown option, no suggestion', ['repairs', 'list', '--zzz'], /^Error: opción desconocida «--zzz»\n/],
    ['missing argument', ['repairs', 'status', '12'], /^Error: falta el argumento obligatorio «estado»/],
    ['option without its value', ['repairs', 'list', '--status'], /^Error: falta el valor de la opción «-s, --status <estado>»/],
    ['invalid choice', ['completion', 'fish'], /^Error: el valor «fish» del argumento «intérprete» no es válido; valores posibles: bash, zsh/],
    ['invalid value (custom parser)', ['demo', 'seed', '--clients', 'muchos'], /^Error: el valor «muchos» de la opción «--clients <n>» no es válido: debe ser un número entero/],
    ['excess arguments', ['repairs', 'list', 'sobra'], /^Error: sobran argumentos para «list»: espera 0 y ha recibido 1/],
  ])('%s: one Spanish line, the hint, exit 2', async (_name, args, expected) => {
    const result = await taller(...(args as string[]));
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toMatch(expected as RegExp);
    expect(result.stderr).toContain('(usa --help para ver las opciones)');
    expect(result.stdout).toBe('');
    expect(englishIn(result.stderr)).toEqual([]);
  });

  it('translates every message commander 14 can give', () => {
    const messages = [
      "error: unknown option '--x'\n(Did you mean one of --xa, --xb?)",
      "error: required option '--email <correo>' not specified",
      "error: option '--a' cannot be used with option '--b'",
      "error: option '--a' cannot be used with environment variable 'B' used with option '--b'",
      "error: option '--p <n>' argument 'x' is invalid. Allowed choices are a, b.",
      "error: option '--p <n>' value 'x' from env 'P' is invalid.",
      "error: too many arguments. Expected 1 argument but got 3.",
    ];
    for (const message of messages) {
      const spanish = spanishCommanderMessage(message);
      expect(spanish).toMatch(/^Error: /);
      expect(englishIn(spanish)).toEqual([]);
    }
    expect(spanishCommanderMessage(messages[0]!)).toBe('Error: opción desconocida «--x»\n(¿Quizá una de estas? --xa, --xb)');
  });
});

describe('shell completion from the command tree', () => {
  const nodes = commandTree(tree);
  const names = nodes.flatMap((n) => n.commands.map((c) => c.name));

  it('taller completion bash prints a script bash parses, naming every command and option', async () => {
    const { code, stdout } = await taller('completion', 'bash');
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe(bashCompletion(tree));
    for (const name of names) expect(stdout).toContain(name);
    for (const path of allPaths.filter((p) => p.length > 0)) expect(stdout).toContain(`' ${path.join(' ')}'`);
    const dir = mkdtempSync(join(tmpdir(), 'taller-completion-'));
    try {
      const file = join(dir, 'taller.bash');
      writeFileSync(file, stdout);
      execFileSync('bash', ['-n', file]);
      // And it completes: the words after `taller repairs ` and `taller repairs list --`.
      const complete = (line: string) =>
        execFileSync('bash', ['-c', `source ${file}; COMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _taller_complete; echo "\${COMPREPLY[*]}"`]).toString().trim().split(' ');
      expect(complete("taller repairs ''")).toEqual(expect.arrayContaining(['list', 'status', 'abandoned', 'help']));
      expect(complete('taller repairs list --')).toEqual(expect.arrayContaining(['--status', '--search', '--json', '--help']));
      expect(complete('taller repairs list --status ready --j')).toEqual(['--json']);
      expect(complete('taller rep')).toEqual(['repairs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('taller completion zsh prints a script naming every command, with Spanish descriptions', async () => {
    const { code, stdout } = await taller('completion', 'zsh');
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe(zshCompletion(tree));
    expect(stdout.startsWith('#compdef taller\n')).toBe(true);
    for (const name of names) expect(stdout).toContain(`'${name}:`);
    expect(stdout).toContain("'repairs:Reparaciones'");
    const zsh = spawnSync('zsh', ['--version']);
    if (zsh.status === 0) {
      const dir = mkdtempSync(join(tmpdir(), 'taller-completion-'));
      try {
        const file = join(dir, '_taller');
        writeFileSync(file, stdout);
        execFileSync('zsh', ['-n', file]);
        // Its logic, with zsh's completion functions stubbed: what it offers after some words.
        const complete = (...line: string[]) =>
          execFileSync('zsh', [
            '-f',
            '-c',
            `compdef() {}; _files() {}; _describe() { print -l -- \${(P)4} }; source ${file}; words=(${line.map((w) => `'${w}'`).join(' ')}); CURRENT=${line.length}; _taller`,
          ])
            .toString()
            .trim()
            .split('\n')
            .map((entry) => entry.replace(/:.*/, ''));
        expect(complete('taller', 'repairs', '')).toEqual(['list', 'status', 'abandoned', 'help']);
        expect(complete('taller', 'repairs', 'list', '--status', 'ready', '--')).toEqual(['-s', '--status', '-q', '--search', '--json', '-h', '--help']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

/** Every command that lists or reports, with what it needs to run on an empty shop. */
const LISTINGS: string[][] = [
  ['repairs', 'list'],
  ['repairs', 'abandoned'],
  ['calendar', 'urgent'],
  ['projections', 'status'],
  ['accounts', 'list'],
  ['products', 'list'],
  ['shop', 'show'],
  ['orders', 'special'],
  ['cash', 'day'],
  ['invoices', 'list'],
  ['invoices', 'aeat'],
  ['audit'],
  ['stats'],
];
/** Listings that need a record to exist: they must offer --json, run elsewhere. */
const LISTINGS_OF_A_RECORD: string[][] = [['accounts', 'linked'], ['tracking', 'show'], ['notices', 'log'], ['doctor']];

describe('--json on every listing', () => {
  const find = (path: string[]) => path.reduce<Command | undefined>((cmd, name) => cmd?.commands.find((c) => c.name() === name), tree);

  it.each([...LISTINGS, ...LISTINGS_OF_A_RECORD].map((p) => [p.join(' '), p]))('%s offers --json', (_name, path) => {
    const cmd = find(path as string[]);
    expect(cmd).toBeDefined();
    expect(cmd!.options.map((o) => o.long)).toContain('--json');
  });

  describe('prints parseable JSON on a fresh SQLite DATA_DIR', () => {
    let dataDir: string;
    beforeAll(() => {
      requireBuilt();
      dataDir = mkdtempSync(join(tmpdir(), 'taller-json-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('taller --version prints the version; --help names it in Spanish', async () => {
      const version = await run(CLI_MAIN, ['--version'], { DATA_DIR: dataDir });
      expect(version).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
      const help = await run(CLI_MAIN, ['--help'], { DATA_DIR: dataDir });
      expect(help.stdout).toMatch(/-V, --version +muestra la versión de taller/);
      expect(englishIn(help.stdout)).toEqual([]);
    });

    it.each(LISTINGS.map((p) => [p.join(' '), p]))('taller %s --json', async (_name, path) => {
      const result = await run(CLI_MAIN, [...(path as string[]), '--json'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off', PUBLIC_URL: 'https://taller.example.es' });
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
      expect(() => JSON.parse(result.stdout)).not.toThrow();
    });
  });
});
