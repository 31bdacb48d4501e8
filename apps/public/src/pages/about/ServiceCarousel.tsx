import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../hooks/reducedMotion';
import { aboutTexts } from './about.texts';
import { serviceIllustrations } from './ServiceIllustrations';

/** Spec §9: the about page's service carousel moves on every 3000 ms. */
export const SERVICE_CAROUSEL_INTERVAL_MS = 3000;

const { slides, carousel: t } = aboutTexts.services;

type Rotation = 'auto' | 'playing' | 'paused';

/**
 * One service at a time, moving on by itself (after the WAI-ARIA carousel pattern): a
 * pause/play button, previous/next, one button per service, arrow keys. It holds still
 * while the pointer is over it, once keyboard focus reaches its slide controls, and by
 * default for visitors who prefer reduced motion (they can still press play).
 */
export function ServiceCarousel() {
  const [index, setIndex] = useState(0);
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotationButton = useRef<HTMLButtonElement>(null);

  const playing = rotation === 'playing' || (rotation === 'auto' && !reducedMotion);
  const moving = playing && !hovered;

  const show = (next: number) => setIndex((next + slides.length) % slides.length);

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % slides.length), SERVICE_CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [moving, index]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus on the slides' controls stops the rotation until play is pressed again;
    // focus on the pause/play button itself does not, so that it can be pressed.
    if (event.target !== rotationButton.current && event.target.matches(':focus-visible')) setRotation('paused');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="service-carousel"
      aria-roledescription="carrusel"
      aria-label={t.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <div className="service-carousel__viewport" aria-live={moving ? 'off' : 'polite'}>
        {/* Every slide sits in the same grid cell, so the tallest sets the height and nothing jumps. */}
        {slides.map((item, i) => {
          const Picture = serviceIllustrations[item.id];
          const current = i === index;
          return (
            <div
              key={item.id}
              className={`service-slide${current ? ' is-current' : ''}`}
              role="group"
              aria-roledescription={t.slide}
              aria-label={t.slideOf(i + 1, slides.length)}
              aria-hidden={!current}
              inert={!current}
              data-service={item.id}
            >
              <div className="service-slide__picture">
                <Picture />
              </div>
              <div className="service-slide__body">
                <p className="service-slide__count" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
                </p>
                <h3 className="service-slide__title">{item.title}</h3>
                <p className="service-slide__text">{item.text}</p>
              </div>
            </div>
          );
        })}
        {moving && (
          <span
            key={`progress-${index}`}
            className="service-carousel__progress"
            style={{ animationDuration: `${SERVICE_CAROUSEL_INTERVAL_MS}ms` }}
            aria-hidden="true"
          />
        )}
      </div>

      <div className="service-carousel__controls">
        <button
          ref={rotationButton}
          type="button"
          className="carousel-button carousel-button--play"
          aria-label={playing ? t.pause : t.play}
          onClick={() => setRotation(playing ? 'paused' : 'playing')}
        >
          {playing ? <PauseGlyph /> : <PlayGlyph />}
        </button>
        <ul className="service-carousel__dots">
          {slides.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                className="service-carousel__dot"
                aria-label={t.goTo(item.title)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              />
            </li>
          ))}
        </ul>
        <div className="service-carousel__arrows">
          <button type="button" className="carousel-button" aria-label={t.previous} onClick={() => show(index - 1)}>
            <ArrowGlyph direction="left" />
          </button>
          <button type="button" className="carousel-button" aria-label={t.next} onClick={() => show(index + 1)}>
            <ArrowGlyph direction="right" />
          </button>
        </div>
      </div>
    </section>
  );
}

const glyph = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;
const PauseGlyph = () => (
  <svg {...glyph} fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
const PlayGlyph = () => (
  <svg {...glyph} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
  </svg>
);
const ArrowGlyph = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg {...glyph} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);
