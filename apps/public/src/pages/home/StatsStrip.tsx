import type { CSSProperties, RefObject } from 'react';
import { useCountUp } from '../../hooks/useCountUp';
import { homeTexts } from './home.texts';
import { AwardIcon, SmileIcon, StarIcon, WrenchIcon } from './homeIcons';
import { STATS_ANIMATION, stats, type StatEntry } from './stats';
import { useInView } from './useInView';

const icons = { wrench: WrenchIcon, award: AwardIcon, smile: SmileIcon, star: StarIcon } satisfies Record<StatEntry['icon'], unknown>;

const numberFormat = new Intl.NumberFormat('es-ES');

/**
 * Four counters that count up from zero once 30 % of the strip is in view: after the
 * 500 ms load delay, over 2 s, each card 0.2 s after the one before. The hook shows the
 * final numbers at once to visitors who ask for less motion. Screen readers get the final
 * number only, not every step of the count.
 */
export function StatsStrip() {
  // The same trigger for the cards' entrance and for their counters.
  const { ref: stripRef, inView } = useInView<HTMLUListElement>(STATS_ANIMATION.threshold);
  return (
    <section className="section stats-section" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="sr-only">
          {homeTexts.stats.title}
        </h2>
        <ul className={`stats-strip${inView ? ' stats-strip--in-view' : ''}`} ref={stripRef}>
          {stats.map((stat, index) => (
            <StatCard key={stat.id} stat={stat} index={index} strip={stripRef} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function StatCard({ stat, index, strip }: { stat: StatEntry; index: number; strip: RefObject<HTMLUListElement | null> }) {
  const { value } = useCountUp(stat.number, {
    durationMs: STATS_ANIMATION.durationMs,
    threshold: STATS_ANIMATION.threshold,
    delayMs: STATS_ANIMATION.loadDelayMs + index * STATS_ANIMATION.staggerMs,
    trigger: strip,
  });
  const Icon = icons[stat.icon];
  const style = { '--stat-color': stat.color, '--stat-delay': `${(index * STATS_ANIMATION.staggerMs) / 1000}s` } as CSSProperties;
  return (
    <li className="stat-card" data-stat={stat.id} style={style}>
      <span className="stat-card__icon">
        <Icon />
      </span>
      <p className="stat-card__number">
        <span className="stat-card__count" aria-hidden="true">
          {numberFormat.format(value)}
          {stat.suffix}
        </span>
        <span className="sr-only">
          {numberFormat.format(stat.number)}
          {stat.suffix}
        </span>
      </p>
      <h3 className="stat-card__label">{stat.label}</h3>
      <p className="stat-card__description">{stat.description}</p>
    </li>
  );
}
