import { Controller, Get, Inject } from '@nestjs/common';
import { shopEvents, shopFieldLabels } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { Roles } from '../../../auth/auth.guard.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { historyOf } from '../../../shared/history.js';
import { shopChanges } from '../../shop-history.js';
import { shopAggregate } from '../../shop.stream.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('shop')
export class ShopHistoryController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Every change of the settings, oldest first, with who, when, from where and before → after. */
  @ApiRoute({ summary: 'Historial de los ajustes del taller', answer: 'Cada cambio con antes y después, quién, cuándo y desde dónde' })
  @Get('settings/history')
  @Roles('administrador')
  async history() {
    const aggregate = shopAggregate();
    const recorded = await this.store.readStream(aggregate.streamId);
    return historyOf(recorded, { decider: aggregate.decider, catalogue: shopEvents }, shopFieldLabels, shopChanges);
  }
}
