import { describe, expect, it } from '@jest/globals';
import type { CatalogueProduct } from './catalogueApi';
import { productJsonLd } from './productJsonLd';

const ORIGIN = 'https://www.taller.example';
const product: CatalogueProduct = {
  id: 12,
  name: 'Funda silicona iPhone 13',
  category: 'cases',
  categoryLabel: 'Fundas',
  brand: 'Apple',
  compatibleModels: ['iPhone 13'],
  description: 'Silicona suave.',
  photos: [{ id: 'a1', url: '/api/catalogue/photos/a1' }],
  priceCents: 1490,
  availability: 'last_units',
  availabilityLabel: 'Últimas unidades',
  reservable: true,
};

describe('a product as schema.org data', () => {
  it('is a Product with its offer: price in euros with a dot, EUR, availability, collected in the shop, sold by the shop', () => {
    expect(productJsonLd(product, ORIGIN, 'Taller')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${ORIGIN}/productos/12-funda-silicona-iphone-13#producto`,
      url: `${ORIGIN}/productos/12-funda-silicona-iphone-13`,
      name: 'Funda silicona iPhone 13',
      sku: '12',
      category: 'Fundas',
      description: 'Silicona suave.',
      image: [`${ORIGIN}/api/catalogue/photos/a1`],
      brand: { '@type': 'Brand', name: 'Apple' },
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/productos/12-funda-silicona-iphone-13`,
        price: '14.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
        availableDeliveryMethod: 'https://schema.org/OnSitePickup',
        seller: { '@type': 'ElectronicsStore', '@id': `${ORIGIN}/#tienda`, name: 'Taller' },
      },
    });
  });

  it('maps each availability, and leaves out what the product or the shop has not got', () => {
    const bare = { ...product, brand: '', description: '', photos: undefined, availability: 'sold_out' as const };
    const data = productJsonLd(bare, ORIGIN, '');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
    expect(data.offers.seller).toEqual({ '@type': 'ElectronicsStore', '@id': `${ORIGIN}/#tienda` });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd({ ...product, availability: 'in_stock' }, ORIGIN, '').offers.availability).toBe('https://schema.org/InStock');
    expect(productJsonLd({ ...product, priceCents: 123456 }, ORIGIN, '').offers.price).toBe('1234.56');
  });
});
