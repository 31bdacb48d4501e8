import { Controller, Get, Header } from '@nestjs/common';
import { publicShopOf } from '@taller/domain';
import { Public, Roles } from '../../../auth/auth.guard.js';
import { Outbox } from '../../../mail/outbox.js';
import { ShopSettings } from '../../shop-settings.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('shop')
export class GetShopSettingsController {
  constructor(
    private readonly settings: ShopSettings,
    private readonly outbox: Outbox,
  ) {}

  /**
   * What anyone may know of the shop (the public site's footer, contact and legal pages read it
   * at run time): identity, hours, terms and whether it is configured. Never the version or who
   * changed what. Fields not set yet are empty: the site leaves them out.
   */
  @ApiRoute({ summary: 'Lo que un cliente puede ver del taller', answer: '`{configured, identity, hours, terms}`' })
  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  async publicShop() {
    return publicShopOf(await this.settings.current());
  }

  /**
   * The settings screen: everything, with the version an edit must send back, and which
   * short-message channels the server can send (its provider's configuration). Administrador only.
   */
  @ApiRoute({ summary: 'Los ajustes del taller', answer: 'Los ajustes con `version`, `missing` y `updatedAt`' })
  @Get('settings')
  @Roles('administrador')
  async settingsOf() {
    return { ...(await this.settings.current()), noticeChannels: this.outbox.channels() };
  }
}
