import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** Any of the settings' four parts, each partial: a field left out keeps its value. */
export interface ShopSettingsChange {
  identity?: unknown;
  hours?: unknown;
  terms?: unknown;
  notices?: unknown;
}

export class ChangeShopSettings extends Command<CommandResult & { changed: string[] }> {
  constructor(
    readonly change: ShopSettingsChange,
    /** The version the settings screen showed; undefined from the CLI (last write is the operator's). */
    readonly expectedVersion: number | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
