import type { INestApplicationContext } from '@nestjs/common';
import { DEFAULT_SHOP_TERMS, DEFAULT_WEEKLY_HOURS, DEMO_SHOP_IDENTITY } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import type { CommandContext } from '../shared/actor.js';
import { Commands } from '../shared/commands.js';
import { ChangeShopSettings } from '../shop/commands/change-shop-settings/change-shop-settings.command.js';
import { SHOP_STREAM } from '../shop/shop.stream.js';

/**
 * Demo mode's shop: the clearly fictional identity of DEMO_SHOP_IDENTITY (a made-up company
 * marked '(ficticia)'), with the default hours and terms, recorded as events of the shop stream
 * like any other settings. Only into a shop that has never set its own.
 */
export async function seedDemoShopSettings(app: INestApplicationContext, context: CommandContext): Promise<boolean> {
  const store = app.get<EventStore>(EVENT_STORE);
  if ((await store.readStream(SHOP_STREAM)).length > 0) return false;
  await app.get(Commands).run(
    new ChangeShopSettings({ identity: { ...DEMO_SHOP_IDENTITY }, hours: DEFAULT_WEEKLY_HOURS, terms: DEFAULT_SHOP_TERMS }, undefined, context),
  );
  return true;
}
