import { Injectable } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { commandDuration } from '../metrics/instruments.js';
import { Projector } from '../projections/projector.js';
import type { CommandResult } from './command-result.js';

/**
 * A command whose events are stored, but which the read models do not show yet (a
 * projection is stopped on a fault, or is far behind): saying "done" with the old record,
 * or "not found", would be false. The API answers 202 with this message and the result.
 */
export class ChangeNotYetVisible extends Error {
  static readonly MESSAGE =
    'Cambio guardado, pero las listas van con retraso y todavía no lo muestran. No lo repitas: aparecerá en cuanto se pongan al día.';

  constructor(readonly result: CommandResult) {
    super(ChangeNotYetVisible.MESSAGE);
    this.name = 'ChangeNotYetVisible';
  }
}

/**
 * Runs a command and answers once the read models show it (read-your-writes), so the
 * screen or script that reads next sees its own change. Used by the API and the CLI alike.
 * When that cannot be confirmed within the bound it throws ChangeNotYetVisible: the change
 * is saved, and the caller must not read the old record back as if it were the new one.
 */
@Injectable()
export class Commands {
  constructor(
    private readonly bus: CommandBus,
    private readonly projector: Projector,
  ) {}

  async run<R extends CommandResult>(command: Command<R>): Promise<R> {
    // Measured as the caller waits: deciding, appending and the read models catching up.
    const started = process.hrtime.bigint();
    let outcome: 'ok' | 'not_visible' | 'error' = 'error';
    try {
      const result = await this.bus.execute(command);
      if (result.position > 0 && !(await this.projector.waitFor(result.position))) {
        outcome = 'not_visible';
        throw new ChangeNotYetVisible(result);
      }
      outcome = 'ok';
      return result;
    } finally {
      commandDuration.observe({ command: command.constructor.name, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
}
