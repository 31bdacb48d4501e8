import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { clientMessages } from '@taller/domain';
import { GetClient } from './queries/get-client/get-client.query.js';
import type { ClientJson } from './client.json.js';

@Injectable()
export class ClientReads {
  constructor(private readonly queries: QueryBus) {}

  async require(clientId: number): Promise<ClientJson> {
    const client = await this.queries.execute(new GetClient(clientId));
    if (!client) throw new NotFoundException({ message: clientMessages.notFound });
    return client;
  }
}
