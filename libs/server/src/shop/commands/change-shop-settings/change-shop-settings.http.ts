import { BadRequestException, Body, Controller, Put } from '@nestjs/common';
import { shopMessages, noticeSettingsSchema, shopHoursSchema, shopIdentitySchema, shopTermsSchema } from '@taller/domain';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { Outbox } from '../../../mail/outbox.js';
import { ShopSettings } from '../../shop-settings.js';
import { ChangeShopSettings } from './change-shop-settings.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

export const MISSING_SHOP_VERSION = 'Falta la versión de los ajustes que se editaban';
const PARTS = new Set(['identity', 'hours', 'terms', 'notices', 'version']);

@Controller('shop')
export class ChangeShopSettingsController {
  constructor(
    private readonly commands: Commands,
    private readonly settings: ShopSettings,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The settings form: `{ identity?, hours?, terms?, version }`, each part partial. Only the
   * Administrador changes the shop's settings; a version other than the current one is a 409.
   */
  @ApiRoute({ summary: 'Cambiar los ajustes del taller', body: z.object({ identity: shopIdentitySchema.partial(), hours: shopHoursSchema.partial(), terms: shopTermsSchema.partial(), notices: noticeSettingsSchema }).partial().extend({ version: z.number().int() }), description: 'Cada parte parcial; una `version` que no es la actual, 409.', answer: 'Los ajustes' })
  @Put('settings')
  @Roles('administrador')
  async change(@Body() body: unknown, @Ctx() context: CommandContext) {
    const form = objectBody(body);
    const unknown = Object.keys(form).filter((key) => !PARTS.has(key));
    if (unknown.length > 0) {
      const message = shopMessages.unknownField(unknown.join(', ').slice(0, 200));
      throw new BadRequestException({ message, errors: { _: message } });
    }
    if (!Number.isSafeInteger(form['version'])) {
      throw new BadRequestException({ message: MISSING_SHOP_VERSION, errors: { version: MISSING_SHOP_VERSION } });
    }
    await this.commands.run(
      new ChangeShopSettings({ identity: form['identity'], hours: form['hours'], terms: form['terms'], notices: form['notices'] }, form['version'] as number, context),
    );
    return { ...(await this.settings.current()), noticeChannels: this.outbox.channels() };
  }
}
