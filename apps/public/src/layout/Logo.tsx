import { shop } from '../config/shop';

/** The shop's mark and name. Decorative: the surrounding link carries the accessible name. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`logo logo--${tone}`} aria-hidden="true">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" focusable="false">
        <rect width="32" height="32" rx="8" className="logo__tile" />
        <path d="M9 10h14M16 10v13" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="23.5" cy="22.5" r="3" className="logo__dot" />
      </svg>
      <span className="logo__text">
        {/* No name until the shop sets one: the tagline stands alone. */}
        {shop.name && <span className="logo__name">{shop.name}</span>}
        <span className="logo__tagline">{shop.tagline}</span>
      </span>
    </span>
  );
}
