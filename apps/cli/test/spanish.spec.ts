import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { Command } from 'commander';
import { tallerProgram } from '@taller/server';
import { bashCompletion, commandTree, zshCompletion } from '../../../libs/server/src/cli/completion.js';
import { COMMAND_NAMES, OPTION_FLAGS } from '../../../libs/server/src/cli/names.js';
import { EXIT, spanishArgv, spanishCommanderMessage } from '../../../libs/server/src/cli/spanish.js';
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
/** The names the commands and options were first written with, where the Spanish one differs. */
const ENGLISH_NAMES = [
  ...new Set([
    'help',
    '--help',
    ...Object.entries(COMMAND_NAMES)
      .filter(([path, spanish]) => path.split(' ').at(-1) !== spanish)
      .map(([path]) => path.split(' ').at(-1)!),
    ...Object.keys(OPTION_FLAGS),
  ]),
];
const escape = (word: string) => word.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
/** A name as a whole word: `list` is not in «lista», nor `--to` in `--total`. */
const nameIn = (word: string, text: string) => new RegExp(`(?<![\\w-])${escape(word)}(?![\\w-])`).test(text);
// Case aside, but for commander's lower-case 'error:' (the Spanish line starts with 'Error:').
const englishIn = (text: string) => [
  ...ENGLISH.filter((word) => (word === 'error:' ? text.includes(word) : text.toLowerCase().includes(word.toLowerCase()))),
  ...ENGLISH_NAMES.filter((word) => nameIn(word, text)),
];

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
    const help = await taller('ayuda', 'reparaciones');
    expect({ code: help.code, stderr: help.stderr }).toEqual({ code: EXIT.ok, stderr: '' });
    expect(help.stdout).toContain('Órdenes:');
    expect(help.stdout).toMatch(/^  listar \[opciones\] +/m);
    expect(englishIn(help.stdout)).toEqual([]);
    // A group alone is a usage error: its help on stderr, exit 2.
    const group = await taller('reparaciones');
    expect(group.code).toBe(EXIT.usage);
    expect(group.stderr).toContain('Uso: taller reparaciones [opciones] [orden]');
    expect(englishIn(group.stderr)).toEqual([]);
  });

  it('taller --help documents the exit codes and completion', async () => {
    const { stdout } = await taller('--help');
    expect(stdout).toContain('Códigos de salida:');
    for (const code of Object.values(EXIT)) expect(stdout).toMatch(new RegExp(`^  ${code}  \\S`, 'm'));
    expect(stdout).toContain('taller completado bash|zsh');
  });

  it.each([
    ['unknown command', ['arreglos'], /^Error: orden desconocida «arreglos»/],
    ['unknown command, with a suggestion', ['reparaciones', 'listr'], /^Error: orden desconocida «listr»\n\(¿Quizá listar\?\)/],
    ['unknown option', ['reparaciones', 'listar', '--jsno'], /^Error: opción desconocida «--jsno»\n\(¿Quizá --json\?\)/],
    ['unknown option, no suggestion', ['reparaciones', 'listar', '--zzz'], /^Error: opción desconocida «--zzz»\n/],
    ['missing argument', ['reparaciones', 'estado', '12'], /^Error: falta el argumento obligatorio «estado»/],
    ['option without its value', ['reparaciones', 'listar', '--estado'], /^Error: falta el valor de la opción «-s, --estado <estado>»/],
    ['option without its value, typed in English', ['repairs', 'list', '--status'], /^Error: falta el valor de la opción «-s, --estado <estado>»/],
    ['invalid choice', ['completado', 'fish'], /^Error: el valor «fish» del argumento «intérprete» no es válido; valores posibles: bash, zsh/],
    ['invalid value (custom parser)', ['demo', 'sembrar', '--clientes', 'muchos'], /^Error: el valor «muchos» de la opción «--clientes <n>» no es válido: debe ser un número entero/],
    ['excess arguments', ['reparaciones', 'listar', 'sobra'], /^Error: sobran argumentos para «listar»: espera 0 y ha recibido 1/],
  ])('%s: one Spanish line, the hint, exit 2', async (_name, args, expected) => {
    const result = await taller(...(args as string[]));
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toMatch(expected as RegExp);
    expect(result.stderr).toContain('(usa --ayuda para ver las opciones)');
    expect(result.stdout).toBe('');
    expect(englishIn(result.stderr)).toEqual([]);
  });

  it('translates every message commander 14 can give', () => {
    const messages = [
      "error: unknown option '--x'\n(Did you mean one of --xa, --xb?)",
      "error: required option '--correo <correo>' not specified",
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

  it('taller completado bash prints a script bash parses, naming every command and option', async () => {
    const { code, stdout } = await taller('completado', 'bash');
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe(bashCompletion(tree));
    for (const name of names) expect(stdout).toContain(name);
    for (const path of allPaths.filter((p) => p.length > 0)) expect(stdout).toContain(`' ${path.join(' ')}'`);
    const dir = mkdtempSync(join(tmpdir(), 'taller-completion-'));
    try {
      const file = join(dir, 'taller.bash');
      writeFileSync(file, stdout);
      execFileSync('bash', ['-n', file]);
      // And it completes: the words after `taller reparaciones ` and `taller reparaciones listar --`.
      const complete = (line: string) =>
        execFileSync('bash', ['-c', `source ${file}; COMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _taller_complete; echo "\${COMPREPLY[*]}"`]).toString().trim().split(' ');
      expect(complete("taller reparaciones ''")).toEqual(expect.arrayContaining(['listar', 'estado', 'abandonadas', 'ayuda']));
      expect(complete('taller reparaciones listar --')).toEqual(['--estado', '--buscar', '--json', '--ayuda']);
      expect(complete('taller reparaciones listar --estado lista --j')).toEqual(['--json']);
      expect(complete('taller rep')).toEqual(['reparaciones']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('taller completado zsh prints a script naming every command, with Spanish descriptions', async () => {
    const { code, stdout } = await taller('completado', 'zsh');
    expect(code).toBe(EXIT.ok);
    expect(stdout).toBe(zshCompletion(tree));
    expect(stdout.startsWith('#compdef taller\n')).toBe(true);
    for (const name of names) expect(stdout).toContain(`'${name}:`);
    expect(stdout).toContain("'reparaciones:Reparaciones'");
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
        expect(complete('taller', 'reparaciones', '')).toEqual(['listar', 'estado', 'abandonadas', 'ayuda']);
        expect(complete('taller', 'reparaciones', 'listar', '--estado', 'lista', '--')).toEqual(['-s', '--estado', '-q', '--buscar', '--json', '-h', '--ayuda']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

/** Every command that lists or reports, with what it needs to run on an empty shop. */
const LISTINGS: string[][] = [
  ['reparaciones', 'listar'],
  ['reparaciones', 'abandonadas'],
  ['calendario', 'urgentes'],
  ['proyecciones', 'estado'],
  ['cuentas', 'listar'],
  ['productos', 'listar'],
  ['ajustes', 'ver'],
  ['pedidos', 'especiales'],
  ['caja', 'dia'],
  ['facturas', 'listar'],
  ['facturas', 'aeat'],
  ['auditoria'],
  ['estadisticas'],
];
/** Listings that need a record to exist: they must offer --json, run elsewhere. */
const LISTINGS_OF_A_RECORD: string[][] = [['cuentas', 'vinculadas'], ['seguimiento', 'ver'], ['avisos', 'historial'], ['diagnostico']];

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

describe('the English names of the first versions are still understood, never shown', () => {
  it('every command has its Spanish name in the tree', () => {
    const spanishPaths = allPaths.filter((path) => path.length > 0).map((path) => path.join(' '));
    expect(spanishPaths).toHaveLength(Object.keys(COMMAND_NAMES).length);
    for (const path of spanishPaths) expect(englishIn(path)).toEqual([]);
  });

  it.each([
    ['a command and its flags; a value is never touched', ['repairs', 'list', '--status', 'pending', '-q', '--status', '--json'], ['reparaciones', 'listar', '--estado', 'pending', '-q', '--status', '--json']],
    ['a flag with its value after «=»', ['repairs', 'list', '--status=pending'], ['reparaciones', 'listar', '--estado=pending']],
    ['help and the command it is for', ['help', 'repairs'], ['ayuda', 'reparaciones']],
    ['help inside a group', ['repairs', 'help', 'list'], ['reparaciones', 'ayuda', 'listar']],
    ['--help, anywhere', ['repairs', 'abandoned', '--help'], ['reparaciones', 'abandonadas', '--ayuda']],
    ['a variadic option’s values', ['restore', 'copia.tar.gz', '--erasures-from', 'a.tar.gz', 'b.tar.gz', '--passphrase-file', 'clave'], ['restaurar', 'copia.tar.gz', '--borrados-de', 'a.tar.gz', 'b.tar.gz', '--archivo-clave', 'clave']],
    ['nothing after «--»', ['clients', 'forget', '7', '--confirm', 'OLVIDAR', '--', '--confirm'], ['clientes', 'olvidar', '7', '--confirmar', 'OLVIDAR', '--', '--confirm']],
    ['Spanish as it is', ['reparaciones', 'listar', '--estado', 'pending'], ['reparaciones', 'listar', '--estado', 'pending']],
    ['a flag the command does not have, as typed (commander names it)', ['repairs', 'list', '--name', 'x'], ['reparaciones', 'listar', '--name', 'x']],
    ['an unknown command stops the translation', ['repairs', 'lst', '--status'], ['reparaciones', 'lst', '--status']],
  ])('%s', (_name, typed, understood) => {
    expect(spanishArgv(tree, typed as string[])).toEqual(understood);
  });

  it('taller help repairs answers as taller ayuda reparaciones', async () => {
    expect(await taller('help', 'repairs')).toEqual(await taller('ayuda', 'reparaciones'));
    expect(await taller('repairs', 'list', '--help')).toEqual(await taller('reparaciones', 'listar', '--ayuda'));
  });
});
