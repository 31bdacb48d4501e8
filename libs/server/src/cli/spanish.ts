import { Help, type Argument, type Command, type CommanderError, type Option, type ParseOptions } from 'commander';
import { COMMAND_NAMES, HELP_COMMAND, HELP_FLAGS, OPTION_FLAGS, spanishFlag, spanishNamesIn } from './names.js';

/**
 * The CLI's exit codes, one meaning each: documented in `taller --help` and in the README.
 * `attention` is a run that did its work but left something for a person (abandoned devices
 * whose final notice could not be sent).
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, attention: 3 } as const;

/** `taller --help`'s epilogue: what a script can read from the exit code. */
export const EXIT_CODES_HELP = [
  'Códigos de salida:',
  `  ${EXIT.ok}  hecho`,
  `  ${EXIT.failed}  la orden no se pudo hacer (un dato no válido, un fallo) o lo comprobado no está bien; una línea «Error: …»`,
  `  ${EXIT.usage}  la línea de órdenes no se entiende: orden u opción desconocida, falta o sobra un argumento`,
  `  ${EXIT.attention}  hecho, pero algo necesita a una persona (reparaciones abandonadas: avisos sin enviar)`,
].join('\n');

const TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Arguments:': 'Argumentos:',
  'Options:': 'Opciones:',
  'Global Options:': 'Opciones globales:',
  'Commands:': 'Órdenes:',
};

/** commander's placeholders in usage lines and command lists. */
const spanishUsage = (text: string) => text.replace(/\[options\]/g, '[opciones]').replace(/\[command\]/g, '[orden]');

const quoted = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** What commander adds after a description, in Spanish: choices, default, preset, environment variable. */
function extras(item: Option | Argument, isOption: boolean): string[] {
  const out: string[] = [];
  if (item.argChoices) out.push(`valores: ${quoted(item.argChoices)}`);
  if (item.defaultValue !== undefined) {
    const option = item as Option;
    const show = !isOption || option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
    if (show) out.push(`por defecto: ${item.defaultValueDescription || JSON.stringify(item.defaultValue)}`);
  }
  if (isOption) {
    const option = item as Option;
    if (option.presetArg !== undefined && option.optional) out.push(`sin valor: ${JSON.stringify(option.presetArg)}`);
    if (option.envVar !== undefined) out.push(`variable de entorno: ${option.envVar}`);
  }
  return out;
}

const withExtras = (description: string, extra: string[]) =>
  extra.length === 0 ? description : description ? `${description} (${extra.join(', ')})` : `(${extra.join(', ')})`;

/** A command's usage or term without the English name kept as its alias (commander shows the first). */

/** The help's texts commander writes itself, in Spanish: titles, placeholders, the notes after a description. */
const spanishHelp: Partial<Help> = {
  styleTitle: (title: string) => TITLES[title] ?? title,
  commandUsage(this: Help, cmd: Command) {
    return spanishUsage(Help.prototype.commandUsage.call(this, cmd));
  },
  subcommandTerm(this: Help, cmd: Command) {
    return spanishUsage(Help.prototype.subcommandTerm.call(this, cmd));
  },
  commandDescription: (cmd: Command) => spanishNamesIn(cmd.description()),
  subcommandDescription: (cmd: Command) => spanishNamesIn(cmd.summary() || cmd.description()),
  optionDescription: (option: Option) => spanishNamesIn(withExtras(option.description, extras(option, true))),
  argumentDescription: (argument: Argument) => spanishNamesIn(withExtras(argument.description, extras(argument, false))),
};

const SUGGESTION = /\n?\(Did you mean (one of )?(.*)\?\)/;

/** One of commander's English error messages, in Spanish (unknown ones pass through, prefix translated). */
export function spanishCommanderMessage(message: string): string {
  let suggestion = '';
  const found = SUGGESTION.exec(message);
  if (found) {
    suggestion = found[1] ? `\n(¿Quizá una de estas? ${found[2]})` : `\n(¿Quizá ${found[2]}?)`;
    message = message.replace(SUGGESTION, '');
  }
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^error: unknown option '(.*)'$/s, (f) => `opción desconocida «${f}»`],
    [/^error: unknown command '(.*)'$/s, (c) => `orden desconocida «${c}»`],
    [/^error: missing required argument '(.*)'$/s, (a) => `falta el argumento obligatorio «${a}»`],
    [/^error: option '(.*)' argument missing$/s, (f) => `falta el valor de la opción «${f}»`],
    [/^error: required option '(.*)' not specified$/s, (f) => `falta la opción obligatoria «${f}»`],
    [
      /^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\.$/s,
      (c, expected, got) => `sobran argumentos${c ? ` para «${c}»` : ''}: espera ${expected} y ha recibido ${got}`,
    ],
    [/^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/s, (f, v, c) => `el valor «${v}» de la opción «${f}» no es válido; valores posibles: ${c}`],
    [/^error: option '(.*)' argument '(.*)' is invalid\.\s*(.*)$/s, (f, v, why) => `el valor «${v}» de la opción «${f}» no es válido${why ? `: ${why}` : ''}`],
    [/^error: option '(.*)' value '(.*)' from env '(.*)' is invalid\.\s*(.*)$/s, (f, v, env, why) => `el valor «${v}» de ${env} para la opción «${f}» no es válido${why ? `: ${why}` : ''}`],
    [
      /^error: command-argument value '(.*)' is invalid for argument '(.*)'\. Allowed choices are (.*)\.$/s,
      (v, a, c) => `el valor «${v}» del argumento «${a}» no es válido; valores posibles: ${c}`,
    ],
    [/^error: command-argument value '(.*)' is invalid for argument '(.*)'\.\s*(.*)$/s, (v, a, why) => `el valor «${v}» del argumento «${a}» no es válido${why ? `: ${why}` : ''}`],
    [
      /^error: (.*) cannot be used with (.*)$/s,
      (a, b) => `${spanishSource(a)} no se puede usar con ${spanishSource(b)}`,
    ],
  ];
  const trimmed = message.trimEnd();
  for (const [pattern, spanish] of rules) {
    const m = pattern.exec(trimmed);
    if (m) return `Error: ${spanish(...m.slice(1))}${suggestion}`;
  }
  return `${trimmed.replace(/^error: /, 'Error: ')}${suggestion}`;
}

/** "option '--a'", "environment variable 'X' used with option '--a'": the subject of a conflict. */
function spanishSource(text: string): string {
  return text
    .replace(/^environment variable '(.*)' used with option '(.*)'$/, 'la variable de entorno «$1» (de la opción «$2»)')
    .replace(/^option '(.*)'$/, 'la opción «$1»');
}

/** commander's codes that mean the command line itself was wrong. */
const USAGE_CODES = new Set([
  'commander.unknownOption',
  'commander.unknownCommand',
  'commander.missingArgument',
  'commander.optionMissingArgument',
  'commander.missingMandatoryOptionValue',
  'commander.excessArguments',
  'commander.invalidArgument',
  'commander.conflictingOption',
]);

/** The exit code for one of commander's exits (help and version are no failure). */
export function exitCodeOf(error: CommanderError): number {
  if (USAGE_CODES.has(error.code)) return EXIT.usage;
  // `help`, asked for (`taller help repairs`: 0), or shown on stderr for a group given without
  // one of its commands (`taller repairs`: a usage error).
  if (error.code === 'commander.help') return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  return error.exitCode === 0 ? EXIT.ok : error.exitCode;
}

/** The English name each command was defined under, still accepted on the command line. */
const englishNames = new WeakMap<Command, string>();

/**
 * Gives an option its Spanish flag. commander knows an option by its flag when parsing and by
 * its `name()` when storing the value, under `attributeName()`: the flag changes, the name and the
 * attribute stay, so the action still reads `options.status` whatever was typed.
 */
function renameOption(option: Option): void {
  const spanish = option.long && OPTION_FLAGS[option.long];
  if (!spanish) return;
  const name = option.name();
  const attribute = option.attributeName();
  option.flags = option.flags.replace(option.long!, spanish);
  option.long = spanish;
  option.name = () => name;
  option.attributeName = () => attribute;
}

/** How many words after `args[i]`, an option, are its value(s), as commander takes them. */
function valuesAfter(option: Option, args: readonly string[], i: number): number {
  if (!option.required && !option.optional) return 0;
  const isFlag = (word: string) => word.length > 1 && word.startsWith('-');
  const first = args[i + 1];
  // A required value is the next word whatever it is; an optional one, unless it is a flag.
  if (first === undefined || (option.optional && isFlag(first))) return 0;
  let n = 1;
  while (option.variadic && args[i + 1 + n] !== undefined && !isFlag(args[i + 1 + n]!)) n += 1;
  return n;
}

/**
 * The command line with the English names scripts may still use in Spanish: commands
 * (`repairs list`), `help`, and flags (`--status`, `--help`), each where the command it is
 * typed for has it. Values are never touched: an option's value, an argument, what follows `--`.
 * Whatever is not known is left as typed, for commander to name in its error.
 */
export function spanishArgv(program: Command, args: readonly string[]): string[] {
  const out = [...args];
  let cmd = program;
  let helpFor = false;
  for (let i = 0; i < out.length; i++) {
    const word = out[i]!;
    if (word === '--') break;
    if (word.startsWith('--')) {
      const equals = word.indexOf('=');
      const typed = equals < 0 ? word : word.slice(0, equals);
      const spanish = spanishFlag(typed);
      const flag = spanish === HELP_FLAGS.spanish || cmd.options.some((o) => o.long === spanish) ? spanish : typed;
      out[i] = flag + (equals < 0 ? '' : word.slice(equals));
      const option = cmd.options.find((o) => o.long === flag);
      if (option && equals < 0) i += valuesAfter(option, out, i);
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      const option = cmd.options.find((o) => o.short === word);
      if (option) i += valuesAfter(option, out, i);
      continue;
    }
    if (cmd.commands.length === 0) continue; // an argument
    if (!helpFor && (word === HELP_COMMAND.english || word === HELP_COMMAND.spanish)) {
      out[i] = HELP_COMMAND.spanish;
      helpFor = true;
      continue;
    }
    const sub = cmd.commands.find((c) => c.name() === word || englishNames.get(c) === word);
    if (!sub) break;
    out[i] = sub.name();
    cmd = sub;
    if (helpFor) break;
  }
  return out;
}

/**
 * Makes the whole command tree speak Spanish: Spanish command and option names (the English ones
 * still understood, unlisted), help option and help command, the help's titles and notes,
 * commander's error messages, and usage errors exiting with {@link EXIT.usage}.
 * Applied once the program is built, to every command (commander copies settings to a
 * subcommand only when it is created).
 */
export function speakSpanish(program: Command, exit: (code: number) => never = (code) => process.exit(code)): Command {
  const visit = (cmd: Command, path: string) => {
    if (path) {
      const spanish = COMMAND_NAMES[path];
      if (spanish === undefined) throw new Error(`La orden «${path}» no tiene nombre en español (cli/names.ts)`);
      englishNames.set(cmd, cmd.name());
      cmd.name(spanish);
    }
    for (const option of cmd.options) renameOption(option);
    cmd.helpOption(`${HELP_FLAGS.short}, ${HELP_FLAGS.spanish}`, HELP_FLAGS.description);
    if (cmd.commands.length > 0) cmd.helpCommand(`${HELP_COMMAND.spanish} [orden]`, HELP_COMMAND.description);
    cmd.showHelpAfterError(`(usa ${HELP_FLAGS.spanish} para ver las opciones)`);
    cmd.configureHelp(spanishHelp);
    cmd.configureOutput({
      outputError: (text, write) => write(`${spanishCommanderMessage(text)}\n`),
    });
    cmd.exitOverride((error) => exit(exitCodeOf(error)));
    for (const sub of cmd.commands) visit(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  visit(program, '');
  program.addHelpText(
    'after',
    `\n${EXIT_CODES_HELP}\n\nCompletado de órdenes: taller completado bash|zsh (ver «taller completado --ayuda»).`,
  );
  const toSpanish = (argv: readonly string[] | undefined, options: ParseOptions | undefined) => {
    const all = argv ?? process.argv;
    const skip = options?.from === 'user' ? 0 : 2;
    return [...all.slice(0, skip), ...spanishArgv(program, all.slice(skip))];
  };
  const parse = program.parse.bind(program);
  const parseAsync = program.parseAsync.bind(program);
  program.parse = (argv, options) => parse(toSpanish(argv, options), options);
  program.parseAsync = (argv, options) => parseAsync(toSpanish(argv, options), options);
  return program;
}
