import { es } from '../i18n/es';

export function PageLoading({ label = es.common.loading }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
