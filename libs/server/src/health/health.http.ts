import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/auth.guard.js';
import { Projector } from '../projections/projector.js';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly projector: Projector) {}

  @Get()
  health() {
    return { status: 'ok', projectedPosition: this.projector.position, projecting: this.projector.isLeader };
  }
}
