import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { clientMessages } from '@taller/domain';
import { GetClient } from './queries/get-client/get-client.query.js';
import type { ClientJson } from './client.json.js';

@Injectable()
export class ClientReads {
  constructor(private readonly queries: QueryBus) {}

  /** The client as the screens show it, or null when it is not listed (never was, or deleted). */
  async find(clientId: number): Promise<ClientJson | null> {
    return this.queries.execute(new GetClient(clientId));
  }

  async require(clientId: number): Promise<ClientJson> {
    const client = await this.find(clientId);
    if (!client) throw new NotFoundException({ message: clientMessages.notFound });
    return client;
  }
}
