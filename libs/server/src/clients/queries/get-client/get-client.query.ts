import { Query } from '@nestjs/cqrs';
import type { ClientJson } from '../../client.json.js';

export class GetClient extends Query<ClientJson | null> {
  constructor(readonly clientId: number) {
    super();
  }
}
