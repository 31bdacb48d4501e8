import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** What moves units by hand: a delivery received, a sale at the counter, an adjustment with its reason. */
export const STOCK_MOVEMENTS = {
  received: 'ReceiveStock',
  sold: 'SellInStore',
  adjusted: 'AdjustStock',
} as const;
export type StockMovement = keyof typeof STOCK_MOVEMENTS;

export class RecordStockMovement extends Command<CommandResult> {
  constructor(
    readonly productId: number,
    readonly movement: StockMovement,
    /** `{quantity, note?}` received, `{quantity}` sold, `{delta, reason}` adjusted: checked by the decider. */
    readonly form: Record<string, unknown>,
    readonly context: CommandContext,
  ) {
    super();
  }
}
