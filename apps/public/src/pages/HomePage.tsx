import { Link } from 'react-router';
import { shop } from '../config/shop';
import { ArrowRightIcon, CheckIcon, PhoneIcon } from '../ui/icons';
import { ContactCta } from './home/ContactCta';
import { DeveloperPromo } from './home/DeveloperPromo';
import { homeTexts } from './home/home.texts';
import { ImageCarousel } from './home/ImageCarousel';
import { PromoVideo } from './home/PromoVideo';
import { ServiceBanners } from './home/ServiceBanners';
import { slides } from './home/slides';
import { StatsStrip } from './home/StatsStrip';
import { WorkTabs } from './home/WorkTabs';
import './home/home.css';

/**
 * The home page (spec: Home), in the spec's order: the promo video (beside the page's
 * title), the image carousel, the statistics strip, the sells / repairs tabs, the three
 * banners, the developers and the call to action.
 */
export default function HomePage() {
  const t = homeTexts;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="hero__eyebrow">{t.hero.eyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              {t.hero.title}
            </h1>
            <p className="hero__lead">{t.hero.lead}</p>
            <div className="hero__actions">
              <Link to="/contacto" className="button button--accent button--large">
                {t.hero.ctaContact}
                <ArrowRightIcon />
              </Link>
              {shop.contact.phoneHref && (
                <a href={shop.contact.phoneHref} className="button button--ghost-light button--large">
                  <PhoneIcon />
                  <span>
                    {t.hero.ctaCall} <span className="nowrap">{shop.contact.phone}</span>
                  </span>
                </a>
              )}
            </div>
            <ul className="hero__checks">
              {t.hero.checks.map((check) => (
                <li key={check}>
                  <CheckIcon />
                  {check}
                </li>
              ))}
            </ul>
          </div>
          <PromoVideo />
        </div>
      </section>

      <section className="section" aria-labelledby="carousel-title">
        <div className="container">
          <div className="section__head">
            <h2 id="carousel-title" className="section__title">
              {t.carousel.title}
            </h2>
            <p className="section__intro">{t.carousel.intro}</p>
          </div>
          <ImageCarousel slides={slides} />
        </div>
      </section>

      <StatsStrip />
      <WorkTabs />
      <ServiceBanners />
      <DeveloperPromo />
      <ContactCta />
    </>
  );
}
