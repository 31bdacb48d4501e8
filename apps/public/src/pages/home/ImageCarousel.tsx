import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { prefersReducedMotion } from '../../hooks/reducedMotion';
import { CAROUSEL, createSlideLock, stepIndex, swipeStep, type Step } from './carousel';
import { homeTexts } from './home.texts';
import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon, PauseIcon, PlayIcon } from './homeIcons';
import type { Slide } from './slides';

const t = homeTexts.carousel;

/**
 * The home carousel (WAI-ARIA carousel pattern). It turns by itself every 5 s until the
 * visitor pauses it with the button, and it holds still while the pointer is over it or
 * focus is inside it. Arrows, dots, the arrow keys and a swipe of more than 50 px move it;
 * a change locks further changes for 300 ms. While it is still, its slides are a polite
 * live region, so a screen reader hears the slide the visitor moved to (and is not
 * interrupted every 5 s while it turns).
 */
export function ImageCarousel({ slides }: { slides: readonly Slide[] }) {
  const count = slides.length;
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  // Autoplay is on, except for visitors who asked the system for less motion.
  const [autoplay, setAutoplay] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [lock] = useState(() => createSlideLock(CAROUSEL.lockMs));
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const rotating = autoplay && !hovered && !focusWithin;

  const goTo = (target: number) => {
    if (target === index || !lock.tryAcquire()) return;
    setIndex(target);
  };
  const move = (step: Step) => goTo(stepIndex(index, step, count));

  // One timeout per slide shown: any change, by hand or not, restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      if (lock.tryAcquire()) setIndex((current) => stepIndex(current, 'next', count));
    }, CAROUSEL.intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, lock]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 'next' : 'previous');
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step) move(step);
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t.roleDescription}
      aria-label={t.label}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
    >
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          id={slidesId}
          className="carousel__track"
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(${-index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <CarouselSlide
              key={slide.id}
              slide={slide}
              position={i + 1}
              total={count}
              current={i === index}
              // The first three load with the page; the others when they are about to be shown.
              eager={i < CAROUSEL.eagerImages || Math.abs(i - index) <= 1}
            />
          ))}
        </div>
      </div>

      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button carousel__button--rotation"
          aria-controls={slidesId}
          onClick={() => setAutoplay((on) => !on)}
        >
          {autoplay ? <PauseIcon /> : <PlayIcon />}
          <span>{autoplay ? t.pause : t.resume}</span>
        </button>

        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="carousel__dot"
              aria-controls={slidesId}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t.goTo(i + 1, slide.title)}
              onClick={() => goTo(i)}
            />
          ))}
        </div>

        <p className="carousel__counter" aria-hidden="true">
          {t.counter(index + 1, count)}
        </p>

        <div className="carousel__arrows">
          <button type="button" className="carousel__button" aria-controls={slidesId} aria-label={t.previous} onClick={() => move('previous')}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="carousel__button" aria-controls={slidesId} aria-label={t.next} onClick={() => move('next')}>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  );
}

interface CarouselSlideProps {
  slide: Slide;
  position: number;
  total: number;
  current: boolean;
  eager: boolean;
}

function CarouselSlide({ slide, position, total, current, eager }: CarouselSlideProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={`carousel__slide carousel__slide--${slide.id}`}
      role="group"
      aria-roledescription={t.slideRoleDescription}
      aria-label={t.slideLabel(position, total)}
      aria-hidden={current ? undefined : true}
      inert={!current}
    >
      <div className="carousel__picture">
        {failed ? (
          <p className="carousel__image-error" role="img" aria-label={`${t.imageError}: ${slide.alt}`}>
            <ImageOffIcon />
            <span aria-hidden="true">{t.imageError}</span>
          </p>
        ) : (
          <img
            src={slide.image}
            width={slide.width}
            height={slide.height}
            alt={slide.alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <div className="carousel__caption">
        <h3 className="carousel__title">{slide.title}</h3>
        <p className="carousel__text">{slide.text}</p>
      </div>
    </div>
  );
}
