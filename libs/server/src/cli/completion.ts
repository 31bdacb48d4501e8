import { Argument, type Command } from 'commander';
import { HELP_COMMAND, HELP_FLAGS, spanishNamesIn } from './names.js';

/** A command of the tree, by its path of names from the program ('' for the program itself). */
interface Node {
  path: string;
  commands: { name: string; description: string }[];
  options: { flag: string; description: string }[];
}

/** Walks the program's own tree, so the scripts never go stale. */
export function commandTree(program: Command): Node[] {
  const nodes: Node[] = [];
  const visit = (cmd: Command, path: string) => {
    const commands = cmd.commands.map((sub) => ({ name: sub.name(), description: spanishNamesIn(sub.summary() || sub.description()) }));
    if (cmd.commands.length > 0) commands.push({ name: HELP_COMMAND.spanish, description: HELP_COMMAND.description });
    const options = cmd.options.flatMap((option) =>
      [option.short, option.long]
        .filter((flag): flag is string => !!flag)
        .map((flag) => ({ flag, description: spanishNamesIn(option.description) })),
    );
    options.push({ flag: HELP_FLAGS.short, description: HELP_FLAGS.description }, { flag: HELP_FLAGS.spanish, description: HELP_FLAGS.description });
    nodes.push({ path, commands, options });
    for (const sub of cmd.commands) visit(sub, `${path} ${sub.name()}`);
  };
  visit(program, '');
  return nodes;
}

const single = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The bash script: `source <(taller completion bash)`. */
export function bashCompletion(program: Command): string {
  const name = program.name();
  const nodes = commandTree(program);
  const paths = nodes.filter((n) => n.path !== '').map((n) => single(n.path));
  const cases = nodes.map(
    (n) => `    ${single(n.path)}) candidates=${single([...n.commands.map((c) => c.name), ...n.options.map((o) => o.flag)].join(' '))} ;;`,
  );
  return `# Completado de «${name}» para bash (generado por «${name} completado bash»).
# Instalación: source <(${name} completado bash)   (o guárdalo en /etc/bash_completion.d/${name})
_${name}_complete() {
  local cur word cmdpath="" candidates="" i
  cur="\${COMP_WORDS[COMP_CWORD]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$word" in -*) continue ;; esac
    case "$cmdpath $word" in
      ${paths.join('|')}) cmdpath="$cmdpath $word" ;;
    esac
  done
  case "$cmdpath" in
${cases.join('\n')}
  esac
  COMPREPLY=($(compgen -W "$candidates" -- "$cur"))
}
complete -o default -F _${name}_complete ${name}
`;
}

/** The zsh script: `source <(taller completion zsh)`, or saved as `_taller` in a folder of $fpath. */
export function zshCompletion(program: Command): string {
  const name = program.name();
  const nodes = commandTree(program);
  const entry = (term: string, description: string) => single(`${term.replace(/:/g, '\\:')}:${oneLine(description)}`);
  const paths = nodes.filter((n) => n.path !== '').map((n) => single(n.path));
  const cases = nodes.map((n) =>
    [
      `    (${single(n.path)})`,
      `      subcommands=(${n.commands.map((c) => entry(c.name, c.description)).join(' ')})`,
      `      flags=(${n.options.map((o) => entry(o.flag, o.description)).join(' ')})`,
      '      ;;',
    ].join('\n'),
  );
  return `#compdef ${name}
# Completado de «${name}» para zsh (generado por «${name} completado zsh»).
# Instalación: source <(${name} completado zsh), o guárdalo como _${name} en una carpeta de $fpath.
_${name}() {
  local cmdpath="" w i
  local -a subcommands flags
  for ((i = 2; i < CURRENT; i++)); do
    w="\${words[i]}"
    [[ "$w" == -* ]] && continue
    case "$cmdpath $w" in
      (${paths.join('|')}) cmdpath="$cmdpath $w" ;;
    esac
  done
  case "$cmdpath" in
${cases.join('\n')}
  esac
  if [[ "\${words[CURRENT]}" == -* ]]; then
    _describe -t options 'opción' flags
  else
    _describe -t commands 'orden' subcommands || _files
  fi
}
if [[ "\${zsh_eval_context[-1]}" == loadautofunc ]]; then
  _${name} "$@"
else
  compdef _${name} ${name}
fi
`;
}

/** `taller completion bash|zsh` (`taller completado`): prints the shell's completion script, made from this program's commands. */
export function completionCli(program: Command): void {
  program
    .command('completion')
    .description('Completado de órdenes y opciones con el tabulador: imprime el script para bash o zsh')
    .addArgument(new Argument('<intérprete>', 'el intérprete de órdenes: bash o zsh').choices(['bash', 'zsh']))
    .addHelpText('after', '\nInstalación:\n  bash: source <(taller completado bash)   (en ~/.bashrc)\n  zsh:  source <(taller completado zsh)    (en ~/.zshrc, después de compinit)')
    .action((shell: 'bash' | 'zsh') => {
      process.stdout.write(shell === 'bash' ? bashCompletion(program) : zshCompletion(program));
    });
}
