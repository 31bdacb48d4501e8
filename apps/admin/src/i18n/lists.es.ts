/** What a bulk delete that could not delete everything says, under `lists` (every list, the notes board too). */
const lists = {
  bulk_delete: {
    deleted_of: 'Se ha eliminado %{smart_count} de %{total}. |||| Se han eliminado %{smart_count} de %{total}.',
    not_deleted: 'No se ha podido eliminar %{smart_count} de %{total}: |||| No se han podido eliminar %{smart_count} de %{total}:',
  },
};

/** Spread at the top level of the Spanish catalogue. */
export const listTexts = { lists };
