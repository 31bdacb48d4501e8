import { formatEuros } from '@taller/domain/money';
import { Link } from 'react-router';
import { AvailabilityBadge } from './AvailabilityBadge';
import type { CatalogueProduct } from './catalogueApi';
import { productPath } from './catalogueUrl';
import { ProductPicture } from './ProductPicture';
import { productsTexts as t } from './products.texts';

/**
 * One product in the results. The whole card follows its link (the name's, stretched over it),
 * so the link's name is the product's name alone; the catalogue's address goes with it, for the
 * product page's way back.
 */
export function ProductCard({ product, from }: { product: CatalogueProduct; from: string }) {
  return (
    <article className="product-card">
      <div className="product-card__picture">
        <ProductPicture product={product} />
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{product.categoryLabel}</p>
        <h3 className="product-card__name">
          <Link to={productPath(product)} state={{ from }} className="product-card__link">
            {product.name}
          </Link>
        </h3>
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <p className="product-card__price">
          <span className="product-card__amount">{formatEuros(product.priceCents)}</span> <span className="product-card__tax">{t.product.priceNote}</span>
        </p>
        <AvailabilityBadge availability={product.availability} label={product.availabilityLabel} />
      </div>
    </article>
  );
}
