import { Controller, Delete, Get, HttpCode, Param, Post, Req, type Type } from '@nestjs/common';
import type { TrackedKind } from '@taller/domain';
import type { FastifyRequest } from 'fastify';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { trackedResources } from '../../tracked-records.js';
import { TrackingLinks, trackingLinkAnswerSchema } from '../../tracking-links.js';
import { RevokeTracking } from '../revoke-tracking/revoke-tracking.command.js';
import { IssueTracking } from './issue-tracking.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * `/api/{repairs,revisions,orders}/:id/tracking`, for staff: `GET` the live link (`{link}`, null
 * when there is none), `POST` a new one (the first, or a replacement: the old stops working),
 * `DELETE` to revoke it. Each answers the link as it now is.
 */
function trackingController(kind: TrackedKind): Type<unknown> {
  const { resource, invalidId } = trackedResources[kind];

  @Controller(resource)
  class TrackingController {
    constructor(
      readonly commands: Commands,
      readonly links: TrackingLinks,
    ) {}

    @ApiRoute({ summary: 'El enlace de seguimiento de un registro', answer: trackingLinkAnswerSchema })
    @Get(':id/tracking')
    get(@Param('id', new ParseIdPipe(invalidId)) id: number, @Req() request: FastifyRequest) {
      return this.links.of(kind, id, request);
    }

    @ApiRoute({ summary: 'Crear un enlace de seguimiento nuevo (el anterior deja de funcionar)', answer: trackingLinkAnswerSchema })
    @Post(':id/tracking')
    @HttpCode(200)
    async issue(@Param('id', new ParseIdPipe(invalidId)) id: number, @Ctx() context: CommandContext, @Req() request: FastifyRequest) {
      await this.commands.run(new IssueTracking(kind, id, context));
      return this.links.of(kind, id, request);
    }

    @ApiRoute({ summary: 'Revocar el enlace de seguimiento', answer: trackingLinkAnswerSchema })
    @Delete(':id/tracking')
    async revoke(@Param('id', new ParseIdPipe(invalidId)) id: number, @Ctx() context: CommandContext, @Req() request: FastifyRequest) {
      await this.commands.run(new RevokeTracking(kind, id, context));
      return this.links.of(kind, id, request);
    }
  }
  Object.defineProperty(TrackingController, 'name', { value: `${resource[0]!.toUpperCase()}${resource.slice(1)}TrackingController` });
  return TrackingController;
}

export const trackingControllers = [trackingController('repair'), trackingController('revision'), trackingController('order')];
