import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckIcon } from '../../ui/icons';
import { banners } from './banners';
import { homeTexts } from './home.texts';
import { useInView } from './useInView';

/** Spec §9: banner animation delay steps of 0.2 s. */
const BANNER_DELAY_STEP_S = 0.2;

/** Computer repair, services offered, mobile repair: they rise into place one after another. */
export function ServiceBanners() {
  const { ref, inView } = useInView<HTMLUListElement>(0.1);
  return (
    <section className="section" aria-labelledby="banners-title">
      <div className="container">
        <div className="section__head">
          <h2 id="banners-title" className="section__title">
            {homeTexts.banners.title}
          </h2>
          <p className="section__intro">{homeTexts.banners.intro}</p>
        </div>
        <ul ref={ref} className={`service-banners${inView ? ' service-banners--in-view' : ''}`}>
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              className={`service-banner service-banner--${banner.id}`}
              style={{ '--banner-delay': `${index * BANNER_DELAY_STEP_S}s` } as CSSProperties}
            >
              <div className="service-banner__picture">
                <img src={banner.image} width={banner.width} height={banner.height} alt="" loading="lazy" decoding="async" />
              </div>
              <div className="service-banner__body">
                <h3 className="service-banner__title">{banner.title}</h3>
                <p className="service-banner__text">{banner.text}</p>
                <ul className="service-banner__points">
                  {banner.points.map((point) => (
                    <li key={point}>
                      <CheckIcon />
                      {point}
                    </li>
                  ))}
                </ul>
                <Link to={banner.link.to} className="service-banner__link">
                  {banner.link.label}
                  <span className="sr-only">: {banner.title}</span>
                  <ArrowRightIcon />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
