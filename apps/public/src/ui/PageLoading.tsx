import { es } from '../i18n/es';

/**
 * A spinner with its label. `wholePage`: it stands for a page still arriving (a lazy route),
 * and fills the screen, so the footer waits below the fold instead of being pushed down when
 * the page comes (a layout shift of about 0.68 on a phone).
 */
export function PageLoading({ label = es.common.loading, wholePage = false }: { label?: string; wholePage?: boolean }) {
  return (
    <div className={wholePage ? 'page-loading page-loading--whole-page' : 'page-loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
