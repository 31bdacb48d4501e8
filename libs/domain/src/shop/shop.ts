/**
 * The shop's own facts, written once: the public site (footer, contact, home page) and the
 * printed albarán both read them. Plain constants on purpose, with no imports: the public
 * site loads this file alone (`@taller/domain/shop`) without the rest of the domain.
 */
export interface OpeningHours {
  /** Days as shown to visitors, e.g. "Lunes a viernes". */
  days: string;
  /** Opening times, or null when closed all day. */
  hours: string | null;
}

export interface ShopContact {
  phone: string;
  /** The same number in E.164, for `tel:` links. */
  phoneHref: string;
  email: string;
  address: string;
}

export const shop = {
  name: 'Taller',
  /** The company behind the shop, as invoices and service sheets name it (fictional). */
  legalName: 'Taller Reparaciones Electrónicas S.L.',
  /** Its NIF (fictional, well-formed: B + 7 digits + check digit). */
  taxId: 'B00000000',
  tagline: 'Reparación de electrónica y accesorios',
  foundedYear: 2013,
  contact: {
    phone: '910 000 000',
    phoneHref: 'tel:+34910000000',
    email: 'hola@taller.demo',
    address: 'Planta baja, centro comercial, Madrid',
  } satisfies ShopContact,
  /** Spec §9: Monday to Friday 10:00-20:00, Saturday 10:00-14:00, Sunday closed. */
  openingHours: [
    { days: 'Lunes a viernes', hours: '10:00-20:00' },
    { days: 'Sábado', hours: '10:00-14:00' },
    { days: 'Domingo', hours: null },
  ] satisfies OpeningHours[],
} as const;
