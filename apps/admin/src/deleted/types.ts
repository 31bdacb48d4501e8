/** A deleted record as GET /api/deleted answers it. */
export interface DeletedRecord {
  /** Its stream, `repair-12`: one id across every kind. */
  id: string;
  kind: 'repair' | 'revision' | 'order' | 'client';
  resource: 'repairs' | 'revisions' | 'orders' | 'clients';
  recordId: number;
  title: string;
  clientId: number | null;
  clientName: string | null;
  registeredAt: string;
  deletedAt: string;
  deletedBy: { name: string; role: string; roleLabel: string };
  source: string;
  version: number;
}
