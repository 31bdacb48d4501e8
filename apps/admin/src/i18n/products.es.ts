import { productMessages } from '@taller/domain/texts';

/**
 * What react-admin itself says of the products, under `resources.products`: the menu's and the
 * titles' names and the frame's notifications. The screens' own texts travel
 * with them (products/products.texts.ts), out of the back-office's first load (issue 14).
 */
const products = {
  page: {
    list: 'Productos',
    create: 'Nuevo producto',
    show: 'Producto #%{id}',
    edit: 'Editar producto #%{id}',
  },
  empty: 'Todavía no hay productos en el catálogo.',
  notifications: {
    updated: 'Cambios guardados correctamente',
    save_failed: 'Error al guardar los cambios',
    load_failed: 'Error al cargar los productos',
    load_one_failed: 'Error al cargar el producto',
    not_found: productMessages.notFound,
    invalid_id: productMessages.invalidId,
  },
};

/** Spread into `resources` by es.ts. */
export const productResourceMessages = { products };
