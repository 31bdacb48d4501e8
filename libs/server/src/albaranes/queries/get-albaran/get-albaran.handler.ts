import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { buildAlbaran, type Albaran } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { GetClient } from '../../../clients/queries/get-client/get-client.query.js';
import { GetRepair } from '../../../repairs/queries/get-repair/get-repair.query.js';
import { RevealUnlockCode } from '../../../repairs/queries/reveal-unlock-code/reveal-unlock-code.query.js';
import { GetRevision } from '../../../revisions/queries/get-revision/get-revision.query.js';
import { RevealRevisionUnlockCode } from '../../../revisions/queries/reveal-revision-unlock-code/reveal-revision-unlock-code.query.js';
import { GetAlbaran } from './get-albaran.query.js';

/**
 * Gathers the record, its client and, for a record with a code, the code opened only to tell
 * a PIN from a pattern: the domain builds the sheet and the code goes no further than that.
 */
@QueryHandler(GetAlbaran)
export class GetAlbaranHandler implements IQueryHandler<GetAlbaran> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ type, id }: GetAlbaran): Promise<Albaran | null> {
    const found = type === 'repair' ? await this.repairOf(id) : await this.revisionOf(id);
    if (!found) return null;
    const { record, reveal } = found;
    const revealed = record.hasUnlockCode ? await reveal() : null;
    const [first] = await this.store.readStream(streamName(type, id));
    const profile = await this.shop.current();
    return buildAlbaran({
      shop: profile,
      // The terms in force when the job was taken in: the shop's settings before its first event.
      terms: await this.shop.termsAt(first?.position ?? Number.MAX_SAFE_INTEGER),
      record,
      client: await this.queries.execute(new GetClient(record.clientId)),
      unlock: { kept: record.hasUnlockCode, code: revealed?.found === 'code' ? revealed.unlockCode : null },
      now: new Date(),
    });
  }

  /** A repair and how to open its code; null when there is no such repair. */
  private async repairOf(repairId: number) {
    const repair = await this.queries.execute(new GetRepair(repairId));
    if (!repair) return null;
    return { record: { type: 'repair' as const, ...repair }, reveal: () => this.queries.execute(new RevealUnlockCode(repairId)) };
  }

  /** A revision and how to open its code; null when there is no such revision. */
  private async revisionOf(revisionId: number) {
    const revision = await this.queries.execute(new GetRevision(revisionId));
    if (!revision) return null;
    return {
      record: { type: 'revision' as const, ...revision },
      reveal: () => this.queries.execute(new RevealRevisionUnlockCode(revisionId)),
    };
  }
}
