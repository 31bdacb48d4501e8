import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * 'Venta en mostrador' as one act (issue 18): `{ lines: [{ productId, quantity } | { description,
 * quantity, unitPriceCents }], method, kind, customer?, stockOverride?, requestId }`. The id
 * answered is the invoice's.
 */
export class SellAtCounter extends Command<CommandResult> {
  constructor(
    readonly form: Record<string, unknown>,
    readonly requestId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
