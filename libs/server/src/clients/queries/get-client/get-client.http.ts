import { Controller, Get, Param } from '@nestjs/common';
import { clientMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ClientReads } from '../../client-reads.js';

@Controller('clients')
export class GetClientController {
  constructor(private readonly clients: ClientReads) {}

  @Get(':id')
  get(@Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number) {
    return this.clients.require(id);
  }
}
