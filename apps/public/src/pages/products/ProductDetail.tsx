import { formatEuros } from '@taller/domain/money';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../api/client';
import { shop } from '../../config/shop';
import { usePageMetadata, type PageMetadataOverride } from '../../seo/useRouteMetadata';
import { notFoundPage } from '../../seo/pages';
import { jsonLdScriptContent } from '../../seo/localBusiness';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { NotFoundPage } from '../NotFoundPage';
import { AvailabilityBadge } from './AvailabilityBadge';
import { fetchCatalogueProduct, type CatalogueProduct } from './catalogueApi';
import { catalogueHref, CATALOGUE_PATH, productPath } from './catalogueUrl';
import { PRODUCT_JSON_LD_ELEMENT, productJsonLd } from './productJsonLd';
import { ProductPicture } from './ProductPicture';
import { productsTexts } from './products.texts';
import { ReserveBox } from './ReserveBox';
import { StockAlertBox } from './StockAlertBox';
import { VisitShop } from './VisitShop';

const t = productsTexts.product;

type Loaded = { state: 'loading' } | { state: 'found'; product: CatalogueProduct } | { state: 'missing' } | { state: 'failed'; unreachable: boolean };

/**
 * /productos/12-funda-silicona-iphone-13: one product for sale. The id finds it; the words after
 * it are for people and search engines, and a link with other words (the name changed since)
 * is put right in the address. A product not for sale, or none, is the site's 404 page.
 */
export function ProductDetail({ id }: { id: number | null }) {
  const [loaded, setLoaded] = useState<Loaded>(id === null ? { state: 'missing' } : { state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    fetchCatalogueProduct(id, controller.signal).then(
      (product) => setLoaded({ state: 'found', product }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 404) setLoaded({ state: 'missing' });
        else setLoaded({ state: 'failed', unreachable: failure instanceof NetworkError || (failure instanceof ApiError && failure.status >= 500) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const product = loaded.state === 'found' ? loaded.product : null;
  const canonical = product ? productPath(product) : null;
  useEffect(() => {
    if (canonical && canonical !== location.pathname) navigate({ pathname: canonical, search: location.search }, { replace: true, state: location.state });
  }, [canonical, location.pathname, location.search, location.state, navigate]);

  usePageMetadata(metadataOf(loaded, location.pathname));

  if (loaded.state === 'missing') return <NotFoundPage />;
  if (loaded.state === 'loading') return <PageLoading label={t.loading} wholePage />;
  if (loaded.state === 'failed') {
    return (
      <div className="container product-page">
        <div className="catalogue-message catalogue-message--error" role="alert">
          <h1 className="catalogue-message__title">{t.failedTitle}</h1>
          <p>{loaded.unreachable ? productsTexts.catalogue.unreachable : productsTexts.catalogue.failed}</p>
          <div className="catalogue-message__actions">
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {productsTexts.catalogue.retry}
            </button>
            <Link to={CATALOGUE_PATH} className="button button--secondary">
              {t.backToCatalogue}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return <ProductView product={loaded.product} />;
}

/** The head's title, description, canonical address and picture once the product is known; its route's while loading. */
function metadataOf(loaded: Loaded, pathname: string): PageMetadataOverride | null {
  if (loaded.state === 'missing') return { pathname, metadata: notFoundPage, canonicalPath: null };
  if (loaded.state !== 'found') return null;
  const { product } = loaded;
  return {
    pathname,
    metadata: {
      path: pathname,
      title: product.name,
      description: t.metaDescription(product.name, formatEuros(product.priceCents), product.availabilityLabel),
      indexable: true,
    },
    canonicalPath: productPath(product),
    type: 'product',
    ...(product.photos?.[0] ? { image: product.photos[0].url } : {}),
  };
}

function ProductView({ product }: { product: CatalogueProduct }) {
  const location = useLocation();
  // Back to the results the visitor came from (their filters and page), or the whole catalogue.
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(`${CATALOGUE_PATH}`) ? from : CATALOGUE_PATH;
  const jsonLd = jsonLdScriptContent(productJsonLd(product, window.location.origin, shop.name));

  return (
    <div className="product-page">
      <div className="container">
        <nav className="breadcrumb" aria-label={t.breadcrumb}>
          <ol>
            <li>
              <Link to={CATALOGUE_PATH}>{productsTexts.hero.title}</Link>
            </li>
            <li>
              <Link to={catalogueHref({ category: product.category })}>{product.categoryLabel}</Link>
            </li>
            <li>
              <span aria-current="page">{product.name}</span>
            </li>
          </ol>
        </nav>

        <article className="product-detail" aria-labelledby="product-title">
          <Gallery product={product} />
          <div className="product-detail__info">
            <p className="product-detail__category">{product.categoryLabel}</p>
            <h1 id="product-title" className="product-detail__name">
              {product.name}
            </h1>
            {product.brand && (
              <p className="product-detail__brand">
                {t.brand}: <strong>{product.brand}</strong>
              </p>
            )}
            <p className="product-detail__price">
              <span className="product-detail__amount">{formatEuros(product.priceCents)}</span>
              <span className="product-detail__tax">{t.priceNote}</span>
            </p>
            <AvailabilityBadge availability={product.availability} label={product.availabilityLabel} large />

            {product.description && (
              <section className="product-detail__section" aria-labelledby="product-description">
                <h2 id="product-description" className="product-detail__heading">
                  {t.description}
                </h2>
                {product.description.split(/\n+/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            )}

            {product.compatibleModels.length > 0 && (
              <section className="product-detail__section" aria-labelledby="product-compatible">
                <h2 id="product-compatible" className="product-detail__heading">
                  {t.compatible}
                </h2>
                <ul className="compatible-models">
                  {product.compatibleModels.map((model) => (
                    <li key={model}>
                      <Link to={catalogueHref({ model })} className="compatible-model">
                        {model}
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className="product-detail__hint">{t.compatibleHint}</p>
              </section>
            )}

            {product.reservable && <ReserveBox product={product} />}
            {product.availability === 'sold_out' && <StockAlertBox productId={product.id} />}
            <VisitShop availability={product.availability} reservable={product.reservable} />
            <p className="product-detail__hint">{t.warranty}</p>
          </div>
        </article>

        <p className="product-page__back">
          <Link to={back} className="button button--secondary">
            <ArrowLeftIcon />
            {t.backToCatalogue}
          </Link>
        </p>
      </div>
      <script id={PRODUCT_JSON_LD_ELEMENT} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </div>
  );
}

/** The product's photos, the chosen one large; or its category's drawing when it has none. */
function Gallery({ product }: { product: CatalogueProduct }) {
  const photos = product.photos ?? [];
  const [shown, setShown] = useState(0);
  const photo = photos[Math.min(shown, photos.length - 1)];
  if (!photo) {
    return (
      <div className="product-gallery">
        <div className="product-gallery__main">
          <ProductPicture product={product} eager />
        </div>
      </div>
    );
  }
  return (
    <div className="product-gallery" role="group" aria-label={t.photosLabel}>
      <div className="product-gallery__main">
        <img
          className="product-picture product-picture--photo"
          src={photo.url}
          alt={t.photoAlt(product.name, shown + 1, photos.length)}
          width={480}
          height={480}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {photos.length > 1 && (
        <ul className="product-gallery__thumbs">
          {photos.map((entry, index) => (
            <li key={entry.id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === shown}
                aria-label={t.showPhoto(index + 1, photos.length)}
                onClick={() => setShown(index)}
              >
                <img src={entry.url} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
