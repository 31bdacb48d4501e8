import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { trackedStream } from '../../tracked-records.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { GetTrackingLink } from './get-tracking-link.query.js';

@QueryHandler(GetTrackingLink)
export class GetTrackingLinkHandler implements IQueryHandler<GetTrackingLink> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ kind, id }: GetTrackingLink) {
    const link = await this.orm.em.fork().findOne(TrackingLink, { streamId: trackedStream(kind, id) });
    return link ? { token: link.token, issuedAt: link.issuedAt.toISOString() } : null;
  }
}
