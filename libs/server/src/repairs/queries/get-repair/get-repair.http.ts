import { Controller, Get, Param } from '@nestjs/common';
import { repairMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';

@Controller('repairs')
export class GetRepairController {
  constructor(private readonly repairs: RepairReads) {}

  @Get(':id')
  get(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    return this.repairs.require(id);
  }
}
