import { describe, expect, it } from '@jest/globals';
import { HttpError, type DataProvider } from 'react-admin';
import { BulkDeleteIncomplete, deleteEach } from './deleteEach';

const hasWork = 'No se puede eliminar el cliente: tiene reparaciones, revisiones o pedidos registrados';

/** A server where clients 2 and 4 have work, and every DELETE is recorded. */
function shopServer() {
  const sent: string[] = [];
  const deleteOne = (async (resource: string, { id }: { id: unknown }) => {
    sent.push(`${resource}/${String(id)}`);
    if (id === 2 || id === 4) throw new HttpError(hasWork, 409, { message: hasWork });
    return { data: { id } };
  }) as unknown as DataProvider['delete'];
  return { sent, deleteMany: deleteEach(deleteOne) };
}

describe('a bulk delete', () => {
  it('answers the ids deleted when every record could be deleted', async () => {
    const { sent, deleteMany } = shopServer();
    await expect(deleteMany('clients', { ids: [1, 3] })).resolves.toEqual({ data: [1, 3] });
    expect(sent).toEqual(['clients/1', 'clients/3']);
  });

  it('still deletes the others after a refusal, and says which were deleted and why each other was not', async () => {
    const { sent, deleteMany } = shopServer();
    const failure = await deleteMany('clients', { ids: [1, 2, 3, 4] }).catch((error: unknown) => error);
    expect(sent).toEqual(['clients/1', 'clients/2', 'clients/3', 'clients/4']);
    expect(failure).toBeInstanceOf(BulkDeleteIncomplete);
    expect((failure as BulkDeleteIncomplete).deleted).toEqual([1, 3]);
    expect((failure as BulkDeleteIncomplete).refused).toEqual([
      { id: 2, reason: hasWork },
      { id: 4, reason: hasWork },
    ]);
  });

  it('lets an expired session through as it is, so that react-admin leads to the login', async () => {
    const expired = new HttpError('No autenticado', 401);
    const deleteMany = deleteEach((async () => {
      throw expired;
    }) as unknown as DataProvider['delete']);
    await expect(deleteMany('orders', { ids: [7, 8] })).rejects.toBe(expired);
  });
});
