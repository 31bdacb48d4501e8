import { formatClientHistoryValue } from '../clients/historyValues';
import { formatOrderHistoryValue } from '../orders/historyValues';
import { formatHistoryValue } from '../repairs/historyValues';
import { formatRevisionHistoryValue } from '../revisions/historyValues';
import type { DeletedRecord } from './types';

/** How each kind's history reads its values, with the title of that history. */
export const historyOfKind: Record<DeletedRecord['kind'], { format: (field: string, value: unknown) => string | null; title: string }> = {
  repair: { format: formatHistoryValue, title: 'resources.repairs.history.title' },
  revision: { format: formatRevisionHistoryValue, title: 'resources.revisions.history.title' },
  order: { format: formatOrderHistoryValue, title: 'resources.orders.history.title' },
  client: { format: formatClientHistoryValue, title: 'resources.clients.history.title' },
};

/** The filter's choices, labelled from the catalogue (`resources.deleted.kinds`). */
export const kindChoices = (['repair', 'revision', 'order', 'client'] as const).map((id) => ({
  id,
  name: `resources.deleted.kinds.${id}`,
}));
