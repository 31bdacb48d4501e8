import type { MouseEvent } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import type { Invoice } from './types';

const RESOURCE = { repair: 'repairs', order: 'orders' } as const;

/** Where the invoice comes from: 'Reparación #12' leads to the repair, an order likewise; a counter sale is just said. */
export const InvoiceSource = ({ source }: { source: Invoice['source'] }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (source.kind === 'counter' || source.id === null) return <>{source.label}</>;
  return (
    <Link
      to={createPath({ resource: RESOURCE[source.kind], type: 'show', id: source.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      underline="hover"
    >
      {translate('invoices.list.source_link', { label: source.label, id: source.id })}
    </Link>
  );
};
