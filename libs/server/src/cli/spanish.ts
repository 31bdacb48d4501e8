import { Help, type Argument, type Command, type CommanderError, type Option } from 'commander';

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
  `  ${EXIT.attention}  hecho, pero algo necesita a una persona (repairs abandoned: avisos sin enviar)`,
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

/** The help's texts commander writes itself, in Spanish: titles, placeholders, the notes after a description. */
const spanishHelp: Partial<Help> = {
  styleTitle: (title: string) => TITLES[title] ?? title,
  commandUsage(this: Help, cmd: Command) {
    return spanishUsage(Help.prototype.commandUsage.call(this, cmd));
  },
  subcommandTerm(this: Help, cmd: Command) {
    return spanishUsage(Help.prototype.subcommandTerm.call(this, cmd));
  },
  optionDescription: (option: Option) => withExtras(option.description, extras(option, true)),
  argumentDescription: (argument: Argument) => withExtras(argument.description, extras(argument, false)),
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

/**
 * Makes the whole command tree speak Spanish: help option and help command, the help's titles
 * and notes, commander's error messages, and usage errors exiting with {@link EXIT.usage}.
 * Applied once the program is built, to every command (commander copies settings to a
 * subcommand only when it is created).
 */
export function speakSpanish(program: Command, exit: (code: number) => never = (code) => process.exit(code)): Command {
  const visit = (cmd: Command) => {
    cmd.helpOption('-h, --help', 'muestra esta ayuda');
    if (cmd.commands.length > 0) cmd.helpCommand('help [orden]', 'muestra la ayuda de una orden');
    cmd.configureHelp(spanishHelp);
    cmd.configureOutput({
      outputError: (text, write) => write(`${spanishCommanderMessage(text)}\n`),
    });
    cmd.exitOverride((error) => exit(exitCodeOf(error)));
    for (const sub of cmd.commands) visit(sub);
  };
  visit(program);
  program.addHelpText('after', `\n${EXIT_CODES_HELP}\n\nCompletado de órdenes: taller completion bash|zsh (ver «taller completion --help»).`);
  return program;
}
