import type { ReactNode } from 'react';

interface AuthCardHeaderProps {
  title: string;
  /** For the form or panel that the title names. */
  titleId?: string;
  subtitle?: string;
  /** Decorative: the title says it all. */
  icon?: ReactNode;
}

/** The head of a sign-in, registration or password card. */
export function AuthCardHeader({ title, titleId, subtitle, icon }: AuthCardHeaderProps) {
  return (
    <header className="auth-card__header">
      {icon && (
        <span className="auth-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
    </header>
  );
}
