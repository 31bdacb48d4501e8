import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { RuleBroken } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { StoreMark } from './store-mark.entity.js';

const MARK = 'personal-data';
const SEALED = 'sealed';

export const unsealedStoreMessage =
  'Este registro de eventos lo escribió una versión anterior, que guardaba los datos personales sin cifrar: ' +
  'para poder olvidar a una persona, migra la tienda con «taller copia» y «taller restaurar» a una instalación nueva (README, «Migrar los datos personales»)';

/**
 * Whether the event log keeps people's data sealed throughout. A log begun by this version
 * is (marked at its first start, when it is still empty); so is one brought in by `events
 * import` or `restore`, which seal on the way. A log written by an earlier version holds names
 * in clear, which no key can shred: forgetting is refused there until it is migrated.
 */
@Injectable()
export class PersonalDataMark implements OnApplicationBootstrap {
  private readonly logger = new Logger('PersonalData');
  private sealed = false;

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.isSealed()) return;
    if ((await this.store.headPosition()) === 0) await this.markSealed();
    else this.logger.warn(unsealedStoreMessage);
  }

  async isSealed(): Promise<boolean> {
    if (this.sealed) return true;
    this.sealed = (await this.orm.em.fork().findOne(StoreMark, { name: MARK }))?.value === SEALED;
    return this.sealed;
  }

  /** Called on an empty log (first start, import, restore): what it will hold is sealed. */
  async markSealed(): Promise<void> {
    await this.orm.em.fork().upsert(StoreMark, { name: MARK, value: SEALED, at: new Date() });
    this.sealed = true;
  }

  async requireSealed(): Promise<void> {
    if (!(await this.isSealed())) throw new RuleBroken(unsealedStoreMessage);
  }
}
