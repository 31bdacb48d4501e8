import { EmailField, HttpError, Show, SimpleShowLayout, TextField, useNotify, useRedirect } from 'react-admin';
import type { Client } from '../providers/types';

/** A minimal client card, the target of the repair's client link. */
export const ClientShow = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show<Client>
      queryOptions={{
        onError: (error) => {
          const notFound = error instanceof HttpError && error.status === 404;
          notify(
            notFound ? 'resources.clients.notifications.not_found' : 'resources.clients.notifications.load_one_failed',
            { type: 'error' },
          );
          redirect('list', 'clients');
        },
      }}
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="lastName" />
        <TextField source="phone" />
        <EmailField source="email" />
      </SimpleShowLayout>
    </Show>
  );
};
