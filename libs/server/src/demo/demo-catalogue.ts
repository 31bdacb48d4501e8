import type { ProductCategory } from '@taller/domain';
import { AddProduct } from '../products/commands/add-product/add-product.command.js';
import { RecordStockMovement } from '../products/commands/record-stock-movement/record-stock-movement.command.js';
import type { Actor, CommandContext } from '../shared/actor.js';
import type { Commands } from '../shared/commands.js';

/**
 * The demo shop's accessories: what a phone shop near Madrid keeps on its shelves, by
 * category. `received` units arrived, `sold` of them left at the counter; some are low on
 * stock, two are sold out and one is no longer for sale.
 */
interface DemoProduct {
  name: string;
  category: ProductCategory;
  brand: string;
  models?: string[];
  description?: string;
  priceCents: number;
  reorderLevel: number;
  received: number;
  sold?: number;
  active?: boolean;
}

const IPHONES = ['iPhone 13', 'iPhone 14', 'iPhone 15'];

export const DEMO_CATALOGUE: readonly DemoProduct[] = [
  { name: 'Funda Spigen Ultra Hybrid iPhone 15', category: 'cases', brand: 'Spigen', models: ['iPhone 15'], description: 'Transparente, con esquinas reforzadas. Compatible con MagSafe.', priceCents: 1999, reorderLevel: 3, received: 12, sold: 4 },
  { name: 'Funda silicona MagSafe iPhone 14', category: 'cases', brand: 'ESR', models: ['iPhone 14'], priceCents: 1799, reorderLevel: 3, received: 8, sold: 6 },
  { name: 'Funda libro piel Galaxy S23', category: 'cases', brand: 'Nillkin', models: ['Galaxy S23'], description: 'Tapa con tarjetero y cierre magnético.', priceCents: 2490, reorderLevel: 2, received: 6, sold: 1 },
  { name: 'Funda antigolpes transparente Redmi Note 12', category: 'cases', brand: 'Xiaomi', models: ['Redmi Note 12', 'Redmi Note 12 Pro'], priceCents: 995, reorderLevel: 3, received: 15, sold: 3 },
  { name: 'Funda OtterBox Defender iPhone 13', category: 'cases', brand: 'OtterBox', models: ['iPhone 13'], priceCents: 3990, reorderLevel: 2, received: 4, sold: 4 },
  { name: 'Funda rugerizada Galaxy A54', category: 'cases', brand: 'Spigen', models: ['Galaxy A54'], priceCents: 1699, reorderLevel: 2, received: 7 },
  { name: 'Funda piel iPhone 12 Pro', category: 'cases', brand: 'Apple', models: ['iPhone 12 Pro'], description: 'Modelo descatalogado: quedan las de exposición.', priceCents: 2990, reorderLevel: 0, received: 3, sold: 1, active: false },
  { name: 'Cristal templado iPhone 13 y 14 (pack de 2)', category: 'screen_protectors', brand: 'ESR', models: ['iPhone 13', 'iPhone 14'], description: 'Dureza 9H, con marco de colocación.', priceCents: 1299, reorderLevel: 5, received: 30, sold: 26 },
  { name: 'Cristal templado Galaxy S21', category: 'screen_protectors', brand: 'Nillkin', models: ['Galaxy S21'], priceCents: 999, reorderLevel: 3, received: 10, sold: 2 },
  { name: 'Cristal templado antiespía iPhone 15 Pro', category: 'screen_protectors', brand: 'Belkin', models: ['iPhone 15 Pro'], priceCents: 2499, reorderLevel: 2, received: 5 },
  { name: 'Protector de hidrogel Galaxy S23 Ultra', category: 'screen_protectors', brand: 'Spigen', models: ['Galaxy S23 Ultra'], priceCents: 1499, reorderLevel: 2, received: 0 },
  { name: 'Cristal templado Redmi Note 12', category: 'screen_protectors', brand: 'Xiaomi', models: ['Redmi Note 12'], priceCents: 799, reorderLevel: 3, received: 12, sold: 5 },
  { name: 'Cargador USB-C 20 W', category: 'chargers', brand: 'Apple', models: IPHONES, priceCents: 2500, reorderLevel: 3, received: 10, sold: 3 },
  { name: 'Cargador GaN 65 W de 3 puertos', category: 'chargers', brand: 'Anker', description: 'Carga un portátil, una tablet y un móvil a la vez.', priceCents: 4999, reorderLevel: 2, received: 4, sold: 1 },
  { name: 'Cargador Super Fast Charging 25 W', category: 'chargers', brand: 'Samsung', models: ['Galaxy S21', 'Galaxy S23', 'Galaxy A54'], priceCents: 2290, reorderLevel: 3, received: 9, sold: 2 },
  { name: 'Cargador inalámbrico MagSafe 15 W', category: 'chargers', brand: 'Belkin', models: IPHONES, priceCents: 3999, reorderLevel: 2, received: 3, sold: 1 },
  { name: 'Cargador de coche USB-C 30 W', category: 'chargers', brand: 'Baseus', priceCents: 1499, reorderLevel: 2, received: 6 },
  { name: 'Batería externa 10.000 mAh 22,5 W', category: 'power_banks', brand: 'Xiaomi', priceCents: 2499, reorderLevel: 3, received: 8, sold: 2 },
  { name: 'Batería externa MagSafe 5.000 mAh', category: 'power_banks', brand: 'Anker', models: IPHONES, priceCents: 3499, reorderLevel: 2, received: 4 },
  { name: 'Batería externa 20.000 mAh 65 W', category: 'power_banks', brand: 'Baseus', description: 'Carga portátiles por USB-C PD.', priceCents: 4990, reorderLevel: 1, received: 3, sold: 1 },
  { name: 'Cable USB-C a Lightning 1 m', category: 'cables', brand: 'Apple', models: ['iPhone 13', 'iPhone 14'], priceCents: 1900, reorderLevel: 3, received: 10, sold: 4 },
  { name: 'Cable USB-C a USB-C trenzado 2 m 100 W', category: 'cables', brand: 'Ugreen', models: ['iPhone 15', 'Galaxy S23', 'Galaxy A54'], priceCents: 1299, reorderLevel: 3, received: 12, sold: 2 },
  { name: 'Cable USB-A a micro USB 1 m', category: 'cables', brand: 'Ugreen', priceCents: 599, reorderLevel: 3, received: 8 },
  { name: 'Cable HDMI 2.1 8K 2 m', category: 'cables', brand: 'Ugreen', priceCents: 1499, reorderLevel: 2, received: 5 },
  { name: 'Auriculares Redmi Buds 4 Active', category: 'headphones', brand: 'Xiaomi', priceCents: 1999, reorderLevel: 2, received: 6, sold: 2 },
  { name: 'Auriculares Galaxy Buds FE', category: 'headphones', brand: 'Samsung', models: ['Galaxy S21', 'Galaxy S23', 'Galaxy A54'], priceCents: 6900, reorderLevel: 1, received: 3, sold: 1 },
  { name: 'Auriculares JBL Tune 520BT', category: 'headphones', brand: 'JBL', description: 'Diadema Bluetooth, hasta 57 horas de batería.', priceCents: 4999, reorderLevel: 1, received: 4 },
  { name: 'Auriculares con cable USB-C', category: 'headphones', brand: 'Samsung', models: ['Galaxy S23', 'Galaxy A54', 'iPhone 15'], priceCents: 1299, reorderLevel: 3, received: 10, sold: 7 },
  { name: 'Batería de repuesto iPhone 11', category: 'batteries', brand: 'Nohon', models: ['iPhone 11'], description: 'Para cambiarla en el taller: el montaje se presupuesta aparte.', priceCents: 2990, reorderLevel: 2, received: 5, sold: 1 },
  { name: 'Batería de repuesto Galaxy S21 (EB-BG991ABY)', category: 'batteries', brand: 'Samsung', models: ['Galaxy S21'], priceCents: 3490, reorderLevel: 1, received: 2 },
  { name: 'Batería de repuesto Redmi Note 12 (BN5J)', category: 'batteries', brand: 'Xiaomi', models: ['Redmi Note 12'], priceCents: 2490, reorderLevel: 2, received: 3, sold: 2 },
  { name: 'Memoria USB DataTraveler 8 GB', category: 'memory', brand: 'Kingston', priceCents: 599, reorderLevel: 3, received: 10 },
  { name: 'Memoria USB Ultra 64 GB USB 3.2', category: 'memory', brand: 'SanDisk', priceCents: 1099, reorderLevel: 3, received: 12, sold: 3 },
  { name: 'Tarjeta microSD 32 GB con adaptador', category: 'memory', brand: 'SanDisk', priceCents: 899, reorderLevel: 3, received: 15, sold: 5 },
  { name: 'Tarjeta microSD EVO Plus 128 GB', category: 'memory', brand: 'Samsung', priceCents: 1890, reorderLevel: 3, received: 6, sold: 4 },
  { name: 'Tarjeta microSD Extreme 256 GB', category: 'memory', brand: 'SanDisk', priceCents: 3499, reorderLevel: 2, received: 4, sold: 3 },
  { name: 'Memoria USB-C Dual Drive 256 GB', category: 'memory', brand: 'SanDisk', models: ['iPhone 15', 'Galaxy S23'], priceCents: 3999, reorderLevel: 1, received: 2 },
];

/**
 * Adds the catalogue as demo data, then the deliveries the demo manager received and the
 * counter sales the staff made, each through the API's own commands.
 */
export async function seedDemoCatalogue(commands: Pick<Commands, 'run'>, demoData: () => CommandContext, staff: Actor): Promise<Map<string, number>> {
  const byStaff = (): CommandContext => ({ ...demoData(), actor: staff });
  const ids = new Map<string, number>();
  for (const { name, category, brand, models = [], description = '', priceCents, reorderLevel, received, sold, active = true } of DEMO_CATALOGUE) {
    const form = { name, category, brand, compatibleModels: models, description, priceCents, reorderLevel, active };
    const { id } = await commands.run(new AddProduct(form, demoData()));
    ids.set(name, id);
    if (received > 0) await commands.run(new RecordStockMovement(id, 'received', { quantity: received, note: 'Pedido al mayorista' }, byStaff()));
    if (sold) await commands.run(new RecordStockMovement(id, 'sold', { quantity: sold }, byStaff()));
  }
  return ids;
}

/**
 * What the demo shop sold at the counter today, each a real counter sale (invoice, money in the
 * day's cash by its method, units out of the catalogue's stock): products of DEMO_CATALOGUE with
 * stock to spare. The generated shop has no catalogue, so it sells them as free lines at the same price.
 */
export const DEMO_COUNTER_SALES = [
  { product: 'Cristal templado Galaxy S21', quantity: 1, method: 'cash' },
  { product: 'Cargador USB-C 20 W', quantity: 2, method: 'card' },
  { product: 'Cable USB-C a USB-C trenzado 2 m 100 W', quantity: 1, method: 'bizum' },
] as const;

/** A demo counter sale as the counter-sale form: a product line when the catalogue has an id for it, else a free line. */
export function demoCounterSaleForm(sale: (typeof DEMO_COUNTER_SALES)[number], productIds: ReadonlyMap<string, number> = new Map()): Record<string, unknown> {
  const id = productIds.get(sale.product);
  const unitPriceCents = DEMO_CATALOGUE.find((product) => product.name === sale.product)!.priceCents;
  const line = id ? { productId: id, quantity: sale.quantity } : { description: sale.product, quantity: sale.quantity, unitPriceCents };
  return { lines: [line], method: sale.method, kind: 'simplified' };
}
