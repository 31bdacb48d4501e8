import { useQuery } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import type { RepairDetail } from '../types';
import { fetchRepairNotices } from './noticesApi';

/** The repair's notices and where it stands towards abandonment; fetched again whenever the repair changes (its version). */
export function useRepairNotices(repair: Pick<RepairDetail, 'id' | 'version'>) {
  return useQuery({
    queryKey: ['repair-notices', repair.id, repair.version],
    queryFn: ({ signal }) => fetchRepairNotices(repair.id, signal),
  });
}

/** Whether the repair's client has an e-mail address to be told at. */
export function useClientHasEmail(clientId: number | undefined): boolean {
  const { data } = useGetOne<{ id: number; email: string }>('clients', { id: clientId! }, { enabled: clientId != null });
  return Boolean(data?.email?.trim());
}
