/**
 * A product page as schema.org structured data (JSON-LD `Product` with its `Offer`), so a search
 * engine can show the price and whether it is in the shop. The seller is the shop the site's own
 * JSON-LD describes (`<origin>/#tienda`, seo/localBusiness.ts, completed by the server from
 * 'Ajustes del taller'); nothing here is invented: no photo, no image; no brand, no brand.
 */
import type { Availability } from '@taller/domain/texts';
import type { CatalogueProduct } from './catalogueApi';
import { productPath } from './catalogueUrl';

/** The id of the product's JSON-LD script element. */
export const PRODUCT_JSON_LD_ELEMENT = 'datos-producto';

const schemaAvailability: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  last_units: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/OutOfStock',
};

/** `origin`: where the site is published (no trailing slash); `shopName`: the trade name, or '' while the shop has none. */
export function productJsonLd(product: CatalogueProduct, origin: string, shopName: string) {
  const url = `${origin}${productPath(product)}`;
  const images = (product.photos ?? []).map((photo) => `${origin}${photo.url}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#producto`,
    url,
    name: product.name,
    sku: String(product.id),
    category: product.categoryLabel,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      // schema.org wants a plain number with a dot: 14.90, IVA included as the shop's prices are.
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: schemaAvailability[product.availability],
      // No shipping: what is bought is collected in the shop.
      availableDeliveryMethod: 'https://schema.org/OnSitePickup',
      seller: { '@type': 'ElectronicsStore', '@id': `${origin}/#tienda`, ...(shopName ? { name: shopName } : {}) },
    },
  };
}
