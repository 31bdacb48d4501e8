/**
 * What is not the company's data: the site's tagline, and the clearly fictional shop that demo
 * mode seeds as events of the `shop` stream. The real shop's name, NIF, address, phone, e-mail,
 * hours and terms are its settings (shop.profile.ts), read at request time; nothing here is
 * ever shown to a customer as if it were the shop's.
 *
 * Plain constants with no imports: the public site loads this file alone (`@taller/domain/shop`).
 */
export const siteCopy = {
  /** The line under the shop's name in the site's header. */
  tagline: 'Reparación de electrónica y accesorios',
  /** The year the About page's story starts (its texts tell it): the site's copy, edited with them. */
  foundedYear: 2013,
} as const;

/**
 * The demo shop (fictional: a company marked '(ficticia)', the CIF B00000000, the 910 000 000
 * line, a `.demo` e-mail), seeded by demo mode so the screens have something to show; the
 * back-office says on every screen that it is a demonstration. Its trade name is the product's.
 */
export const DEMO_SHOP_IDENTITY = {
  tradeName: 'Taller',
  legalName: 'Taller Reparaciones Electrónicas S.L. (ficticia)',
  taxId: 'B00000000',
  street: 'Planta baja, centro comercial',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  phone: '910 000 000',
  whatsapp: '',
  email: 'hola@taller.demo',
} as const;
