import { useEffect, useId, useRef, useState } from 'react';
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
  const markReady = () => setStatus((current) => (current === 'error' ? current : 'ready'));

  // The browser starts fetching as soon as the <source>s are in the element, which React
  // fills before it listens: a fast (cached) load can fire its first events unheard. So
  // the state is read from the element once mounted, and `canplay` counts as ready too.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) markReady();
    setPlaying(!video.paused);
  }, []);
  // Without autoplay there is nothing to wait for: the poster shows, and so does the play
  // button, even before the browser has fetched a frame (it may not, until asked to play).
  const waiting = status === 'loading' && !reducedMotion;
  const canToggle = status === 'ready' || (status === 'loading' && reducedMotion);

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
        onLoadedData={markReady}
        onCanPlay={markReady}
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

      {waiting && (
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

      {canToggle && (
        <button type="button" className="promo-video__toggle" onClick={togglePlay} aria-label={playing ? t.pause : t.play}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}
