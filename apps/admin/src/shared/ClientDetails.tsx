import type { ReactNode } from 'react';
import { Link, useCreatePath, useGetOne, useTranslate } from 'react-admin';
import { Detail } from '../layout/Section';
import type { Client } from '../providers/types';

/**
 * A work record's client (a repair's, a revision's, an order's) as rows of its detail list:
 * the name, leading to the client's card, then the phone and e-mail from the client's own
 * record once it is read. `children` go between the name and the phone.
 */
export const ClientDetails = ({
  resource,
  clientId,
  clientName,
  children,
}: {
  /** Whose catalogue names the rows: `fields.clientName`, `client.open`. */
  resource: string;
  clientId: number;
  clientName: string;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: client } = useGetOne<Client>('clients', { id: clientId }, { enabled: clientId != null });
  return (
    <>
      <Detail label={`resources.${resource}.fields.clientName`}>
        <Link
          to={createPath({ resource: 'clients', id: clientId, type: 'show' })}
          title={translate(`resources.${resource}.client.open`)}
        >
          {clientName || client?.fullName || `#${clientId}`}
        </Link>
      </Detail>
      {children}
      {client && <Detail label="resources.clients.fields.phone">{client.phone || '—'}</Detail>}
      {client && <Detail label="resources.clients.fields.email">{client.email || '—'}</Detail>}
    </>
  );
};
