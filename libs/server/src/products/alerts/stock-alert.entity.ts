import { EntitySchema } from '@mikro-orm/core';

/**
 * 'Agotado: te avisamos': an address to tell when a sold-out product has units again. A plain
 * table, not events: it is a person's address, deleted once the e-mail is sent (or when the
 * person is forgotten), and nothing of the shop's history.
 */
export class StockAlert {
  id!: number;
  productId!: number;
  email!: string;
  /** The address compared as clients' are (`emailKey`): one alert per address and product. */
  emailKey!: string;
  createdAt!: Date;
}

export const StockAlertSchema = new EntitySchema<StockAlert>({
  class: StockAlert,
  tableName: 'stock_alerts',
  uniques: [{ properties: ['productId', 'emailKey'] }],
  indexes: [{ properties: ['emailKey'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    productId: { type: 'integer' },
    email: { type: 'string', length: 254 },
    emailKey: { type: 'string', length: 254 },
    createdAt: { type: 'datetime' },
  },
});
