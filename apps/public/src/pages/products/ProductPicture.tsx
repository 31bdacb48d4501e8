import type { ProductCategory } from '@taller/domain/texts';
import type { ComponentType } from 'react';
import { firstPhoto, type CatalogueProduct } from './catalogueApi';
import {
  BatteryIllustration,
  CableIllustration,
  CaseIllustration,
  ChargerIllustration,
  HeadphonesIllustration,
  MemoryIllustration,
  PowerBankIllustration,
  TemperedGlassIllustration,
} from './ProductIllustrations';

/** The drawing that stands for a category while a product has no photo of its own. */
export const categoryIllustrations: Record<ProductCategory, ComponentType> = {
  cases: CaseIllustration,
  screen_protectors: TemperedGlassIllustration,
  chargers: ChargerIllustration,
  power_banks: PowerBankIllustration,
  cables: CableIllustration,
  headphones: HeadphonesIllustration,
  batteries: BatteryIllustration,
  memory: MemoryIllustration,
};

/**
 * A product's first photo, or its category's illustration (decorative: the name is beside it).
 * `eager`: the picture is in the first view (a product's page), so it loads at once; a card's loads as it nears the screen.
 */
export function ProductPicture({ product, eager = false }: { product: CatalogueProduct; eager?: boolean }) {
  const photo = firstPhoto(product);
  if (photo) {
    return (
      <img
        className="product-picture product-picture--photo"
        src={photo.url}
        alt=""
        width={480}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    );
  }
  const Illustration = categoryIllustrations[product.category] ?? CaseIllustration;
  return (
    <span className="product-picture product-picture--drawing">
      <Illustration />
    </span>
  );
}
