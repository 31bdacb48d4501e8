import { Link, useParams } from 'react-router';
import { shop } from '../../config/shop';
import { ArrowRightIcon, BagIcon, CheckIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { Catalogue } from './Catalogue';
import { catalogueHref, productIdFromSegment } from './catalogueUrl';
import { ProductDetail } from './ProductDetail';
import { categoryIllustrations } from './ProductPicture';
import { SimIllustration } from './ProductIllustrations';
import { familyCategories, productsTexts as t } from './products.texts';
import './products.css';
import './catalogue.css';

/**
 * /productos: the catalogue (search, device, category, pages), what else the shop sells and how
 * to buy; /productos/<id>-<nombre>: one product. One file for both (lazyPages' `param`), so a
 * visit to either loads the other's code too: they are small, and go together.
 */
export default function ProductsPage() {
  const { producto } = useParams();
  if (producto !== undefined) {
    const id = productIdFromSegment(producto);
    return <ProductDetail key={id ?? producto} id={id} />;
  }
  return <CataloguePage />;
}

function CataloguePage() {
  return (
    <>
      <section className="products-hero products-hero--catalogue" aria-labelledby="products-title">
        <div className="container">
          <p className="products-hero__eyebrow">{t.hero.eyebrow}</p>
          <h1 id="products-title" className="products-hero__title">
            {t.hero.title}
          </h1>
          <p className="products-hero__lead">{t.hero.lead}</p>
        </div>
      </section>

      <div className="products-notice">
        <div className="container">
          <p>
            <BagIcon />
            {t.hero.noShipping}
          </p>
        </div>
      </div>

      <div className="container">
        <Catalogue />
      </div>

      <section className="products-band products-band--muted" aria-labelledby="families-title">
        <div className="container">
          <h2 id="families-title" className="products-band__title">
            {t.families.title}
          </h2>
          <p className="products-band__lead">{t.families.lead}</p>
          <ul className="product-families">
            {t.families.items.map((family) => {
              const category = familyCategories[family.id];
              const Picture = categoryIllustrations[category];
              return (
                <li key={family.id} className="product-family">
                  <div className="product-family__picture">
                    <Picture />
                  </div>
                  <h3 className="product-family__title">{family.title}</h3>
                  <p className="product-family__text">{family.text}</p>
                  <Link to={catalogueHref({ category })} className="product-family__link">
                    {t.families.see(family.title)}
                    <ArrowRightIcon />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="products-band products-band--tight" aria-labelledby="lines-title">
        <div className="container">
          <div className="mobile-lines">
            <div className="mobile-lines__picture">
              <SimIllustration />
            </div>
            <div>
              <h2 id="lines-title" className="products-band__title">
                {t.lines.title}
              </h2>
              <p className="mobile-lines__text">{t.lines.text}</p>
              <ul className="mobile-lines__points">
                {t.lines.points.map((point) => (
                  <li key={point}>
                    <CheckIcon />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="products-band products-band--muted" aria-labelledby="how-to-buy-title">
        <div className="container">
          <h2 id="how-to-buy-title" className="products-band__title">
            {t.howToBuy.title}
          </h2>
          <p className="products-band__lead">{t.howToBuy.lead}</p>
          <ol className="reservation-steps">
            {t.howToBuy.steps.map((step, index) => (
              <li key={step.title} className="reservation-step">
                <span className="reservation-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="reservation-step__title">{step.title}</h3>
                <p className="reservation-step__text">{step.text}</p>
              </li>
            ))}
          </ol>

          <div className="reservation-facts">
            <div className="reservation-fact reservation-fact--warning">
              <h3 className="reservation-fact__title">
                <MapPinIcon />
                {t.howToBuy.noShippingTitle}
              </h3>
              <p>{t.howToBuy.noShippingText}</p>
            </div>
            <div className="reservation-fact">
              <h3 className="reservation-fact__title">{t.howToBuy.payment.title}</h3>
              <dl className="payment-list">
                {t.howToBuy.payment.items.map((item) => (
                  <div key={item.where}>
                    <dt>{item.where}</dt>
                    <dd>{item.how}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <ul className="reservation-fact reservation-notes">
              {t.howToBuy.notes.map((note) => (
                <li key={note}>
                  <CheckIcon />
                  {note}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="products-band" aria-labelledby="products-cta-title">
        <div className="container">
          <div className="products-cta">
            <div>
              <h2 id="products-cta-title" className="products-cta__title">
                {t.cta.title}
              </h2>
              <p>{t.cta.text}</p>
            </div>
            <div className="products-cta__actions">
              <Link to="/contacto" className="button button--primary button--large">
                {t.cta.contact}
                <ArrowRightIcon />
              </Link>
              {shop.contact.phoneHref && (
                <a href={shop.contact.phoneHref} className="button button--secondary button--large">
                  <PhoneIcon />
                  <span>
                    {t.cta.call} <span className="nowrap">{shop.contact.phone}</span>
                  </span>
                </a>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
