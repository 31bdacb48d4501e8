import { useCreatePath } from 'react-admin';
import { kindOf } from './workTypes';
import type { CalendarItem } from './types';

/**
 * Where an item's "Ver detalles" leads: the show page of its repair, revision or order
 * (/gestion/repairs/12/show…). An id written as a key (`repair_12`) keeps the part after the
 * underscore (spec §2); an unknown kind has no detail and is only logged.
 */
export function useWorkDetailPath(): (item: Pick<CalendarItem, 'type' | 'id'>) => string | undefined {
  const createPath = useCreatePath();
  return (item) => {
    const kind = kindOf(item.type);
    if (!kind) return undefined;
    const id = String(item.id).split('_').pop();
    return createPath({ resource: kind.resource, type: 'show', id });
  };
}
