import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { TrackedKind } from '@taller/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { siteAddress } from '../http/site-address.js';
import { OrderReads } from '../orders/order-reads.js';
import { RepairReads } from '../repairs/repair-reads.js';
import { RevisionReads } from '../revisions/revision-reads.js';
import { GetTrackingLink } from './queries/get-tracking-link/get-tracking-link.query.js';

/** The public page of a token, as a path of the site. */
export const trackingPath = (token: string) => `/seguimiento/${token}`;

/** A record's link as staff see it: the token, where it leads, and since when. */
export const trackingLinkJsonSchema = z.object({
  token: z.string(),
  path: z.string().describe('La dirección en la web: /seguimiento/<token>'),
  /** The whole address, for the albarán and the QR; null when the site's address is unknown (PUBLIC_URL unset outside a demo). */
  url: z.string().nullable().describe('La dirección completa; null si no se conoce la de la web (PUBLIC_URL)'),
  issuedAt: z.string().describe('Instante ISO 8601 (UTC) en que se creó'),
});
export type TrackingLinkJson = z.infer<typeof trackingLinkJsonSchema>;
/** What the staff's tracking routes answer (the API description shows this schema). */
export const trackingLinkAnswerSchema = z.object({ link: trackingLinkJsonSchema.nullable().describe('El enlace vigente, o null si no hay') });

/** Staff's reads of links: the record must exist (404 in its own words), then its live link or null. */
@Injectable()
export class TrackingLinks {
  constructor(
    private readonly queries: QueryBus,
    private readonly repairs: RepairReads,
    private readonly revisions: RevisionReads,
    private readonly orders: OrderReads,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  async of(kind: TrackedKind, id: number, request?: FastifyRequest): Promise<z.infer<typeof trackingLinkAnswerSchema>> {
    await this.requireRecord(kind, id);
    return this.ofFound(kind, id, request);
  }

  /** The same, for a record the caller has just read (the albarán): no second read of it. */
  async ofFound(kind: TrackedKind, id: number, request?: FastifyRequest): Promise<z.infer<typeof trackingLinkAnswerSchema>> {
    const link = await this.queries.execute(new GetTrackingLink(kind, id));
    if (!link) return { link: null };
    const site = request ? siteAddress(this.config, request) : this.config.publicUrl;
    const path = trackingPath(link.token);
    return { link: { token: link.token, path, url: site ? `${site.replace(/\/$/, '')}${path}` : null, issuedAt: link.issuedAt } };
  }

  private requireRecord(kind: TrackedKind, id: number): Promise<unknown> {
    switch (kind) {
      case 'repair':
        return this.repairs.require(id);
      case 'revision':
        return this.revisions.require(id);
      case 'order':
        return this.orders.require(id);
    }
  }
}
