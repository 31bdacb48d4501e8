import { Controller, Get, Inject } from '@nestjs/common';
import { shopEvents, shopFieldLabels, type ShopEvent, type ShopSettingsState } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { Roles } from '../../../auth/auth.guard.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { historyOf, type HistoryChange } from '../../../shared/history.js';
import { shopAggregate } from '../../shop.stream.js';

/** Before → after of each setting an event changed, from the event alone. */
export function shopChanges(_before: ShopSettingsState, event: ShopEvent, label: (field: string) => string): HistoryChange[] {
  const { from, to } = event.data as { from: Record<string, unknown>; to: Record<string, unknown> };
  return Object.keys(to).map((field) => ({ field, label: label(field), from: from[field] ?? null, to: to[field] }));
}

@Controller('shop')
export class ShopHistoryController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Every change of the settings, oldest first, with who, when, from where and before → after. */
  @Get('settings/history')
  @Roles('administrador')
  async history() {
    const aggregate = shopAggregate();
    const recorded = await this.store.readStream(aggregate.streamId);
    return historyOf(recorded, { decider: aggregate.decider, catalogue: shopEvents }, shopFieldLabels, shopChanges);
  }
}
