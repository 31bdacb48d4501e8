import { Controller, Get, Inject, Param } from '@nestjs/common';
import { accountFieldLabels, accountMessages as m } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { Roles } from '../../../auth/auth.guard.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { historyOf } from '../../../shared/history.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { staffAccountAggregate } from '../../staff-account.stream.js';
import { StaffReads } from '../../staff-reads.js';
import { changesOf } from './staff-history.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class StaffHistoryController {
  constructor(
    private readonly staff: StaffReads,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Every change of the account, oldest first, with who and when; empty for an account older than its stream and never changed. */
  @ApiRoute({ summary: 'Historial de una cuenta del equipo', answer: 'Cada cambio de la cuenta, del más antiguo, con quién y cuándo' })
  @Get(':id/history')
  async history(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    await this.staff.require(id);
    const aggregate = staffAccountAggregate(id);
    return historyOf(await this.store.readStream(aggregate.streamId), aggregate, accountFieldLabels, changesOf);
  }
}
