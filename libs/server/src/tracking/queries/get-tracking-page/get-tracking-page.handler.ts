import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { isTrackingToken, type TrackingView } from '@taller/domain';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { TrackingViews } from '../../tracking-views.js';
import { GetTrackingPage } from './get-tracking-page.query.js';

/** The live link's record, as its customer sees it (TrackingViews). */
@QueryHandler(GetTrackingPage)
export class GetTrackingPageHandler implements IQueryHandler<GetTrackingPage> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly views: TrackingViews,
  ) {}

  async execute({ token, now }: GetTrackingPage): Promise<TrackingView | null> {
    if (!isTrackingToken(token)) return null;
    const em = this.orm.em.fork();
    const link = await em.findOne(TrackingLink, { token });
    return link ? this.views.of(link, now, em) : null;
  }
}
