import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ShopSettings } from '../../shop-settings.js';
import { ChangeShopSettings } from './change-shop-settings.command.js';

@CommandHandler(ChangeShopSettings)
export class ChangeShopSettingsHandler implements ICommandHandler<ChangeShopSettings> {
  constructor(@Inject(ShopSettings) private readonly settings: ShopSettings) {}

  async execute({ change, expectedVersion, context }: ChangeShopSettings) {
    const { identity, hours, terms, notices } = change;
    const { events, position, version } = await this.settings.change({ identity, hours, terms, notices }, context, expectedVersion);
    return { id: 1, position, version, changed: events.map((event) => event.type) };
  }
}
