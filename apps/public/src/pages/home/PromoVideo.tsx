import { useId, useRef, useState } from 'react';
import { useReducedMotion } from '../../hooks/reducedMotion';
import { AlertIcon } from '../../ui/icons';
import { homeTexts } from './home.texts';
import { PauseIcon, PlayIcon, RetryIcon } from './homeIcons';

const t = homeTexts.video;

/** Rendered by tools/media/render-promo-video.mjs (9 s, 960×540). */
const VIDEO = {
  mp4: '/media/promo.mp4',
  webm: '/media/promo.webm',
  poster: '/media/promo-poster.webp',
  width: 960,
  height: 540,
} as const;

type Status = 'loading' | 'ready' | 'error';

/**
 * The promo clip: muted, looping, inline on phones. It waits behind its poster with a
 * spinner until the first frame is there, and if it cannot load says so and offers to try
 * again. It loops for ever, so it has a pause button (WCAG 2.2.2); visitors who ask for
 * less motion get the poster and a play button instead of autoplay.
 */
export function PromoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const reducedMotion = useReducedMotion();
  const [status, setStatus] = useState<Status>('loading');
  const [playing, setPlaying] = useState(false);

  const fail = () => setStatus('error');

  const retry = () => {
    const video = videoRef.current;
    if (!video) return;
    setStatus('loading');
    video.load(); // runs the source selection again, from the first <source>
    if (!reducedMotion) video.play().catch(() => {});
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  };

  return (
    <div className={`promo-video promo-video--${status}`}>
      <video
        ref={videoRef}
        className="promo-video__media"
        width={VIDEO.width}
        height={VIDEO.height}
        poster={VIDEO.poster}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload="auto"
        aria-label={t.label}
        aria-describedby={descriptionId}
        onLoadedData={() => setStatus('ready')}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={fail}
      >
        <source src={VIDEO.mp4} type="video/mp4" />
        {/* With <source> children a missing file fires its error on the source, not on the
            video: the last one failing means nothing could be played. */}
        <source src={VIDEO.webm} type="video/webm" onError={fail} />
      </video>
      <p id={descriptionId} className="sr-only">
        {t.description}
      </p>

      {status === 'loading' && (
        <div className="promo-video__overlay promo-video__overlay--loading" role="status">
          <span className="spinner spinner--light" aria-hidden="true" />
          <span className="sr-only">{t.loading}</span>
        </div>
      )}

      {status === 'error' && (
        <div className="promo-video__overlay promo-video__overlay--error" role="alert">
          <p className="promo-video__error-title">
            <AlertIcon />
            {t.errorTitle}
          </p>
          <p className="promo-video__error-text">{t.errorMessage}</p>
          <button type="button" className="button button--accent" onClick={retry}>
            <RetryIcon />
            {t.retry}
          </button>
        </div>
      )}

      {status === 'ready' && (
        <button type="button" className="promo-video__toggle" onClick={togglePlay} aria-label={playing ? t.pause : t.play}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}
