import { productFieldLabels } from '@taller/domain/texts';
import { useScreenTranslate } from '../shared/screenTexts';

/**
 * The product screens' own texts (issue 17), under the same keys as the dictionary's
 * (`resources.products.…`) but fetched with the screens, not in the back-office's first load
 * (shared/screenTexts.ts): the screens pass react-admin their labels already in Spanish. The
 * names react-admin needs before a screen loads (menu, titles) are in i18n/products.es.ts.
 */
export const productScreenTexts = {
  resources: {
    products: {
      fields: {
        ...productFieldLabels,
        id: 'ID',
        category: 'Categoría',
        categoryLabel: 'Categoría',
        priceCents: 'Precio (IVA incluido)',
        priceEuros: 'Precio en euros (IVA incluido)',
        available: 'Disponibles',
        availabilityLabel: 'En la web',
        createdAt: 'Alta en el catálogo',
        updatedAt: 'Última modificación',
        q: 'Buscar',
      },
      list: {
        open: 'Abrir el producto #%{id}',
        price: 'Precio',
        counter: 'Venta en mostrador',
        reorder: 'Reponer',
        inactive: 'No a la venta',
      },
      filters: {
        category: 'Categoría',
        all_categories: 'Todas las categorías',
        active: 'A la venta',
        all_products: 'Todos',
        for_sale: 'A la venta',
        not_for_sale: 'No a la venta',
        low_stock: 'Solo con pocas existencias',
      },
      actions: {
        create: 'Nuevo producto',
        sell_one: 'Vendido en tienda',
        sell_one_of: 'Vendido en tienda: %{name}',
      },
      help: {
        price: 'Con IVA, como en la etiqueta: 19,99',
        reorder_level: 'Con estas unidades libres o menos, el producto sale como «Reponer»',
        compatible_models: 'Escribe un modelo (iPhone 13, Galaxy S21…) y pulsa Intro',
        active: 'Solo los productos a la venta salen en la web',
      },
      sections: {
        details: 'Datos del producto',
        sale: 'Venta',
        photos: 'Fotos',
      },
      tabs: {
        summary: 'Resumen',
        history: 'Historial',
      },
      values: {
        iva_included: 'IVA incluido',
        no_models: 'Ninguno indicado',
        for_sale: 'Sí, a la venta',
        not_for_sale: 'No, retirado de la venta',
        not_shown: 'No se muestra',
        no_photos: 'Este producto todavía no tiene fotos.',
      },
      stock: {
        actions: 'Movimientos de existencias',
        figures: 'Existencias',
        fields: {
          quantity: 'Unidades',
          note: 'Nota',
          delta: 'Unidades que sumar o restar',
          reason: 'Motivo',
        },
        received: {
          button: 'Entrada de mercancía',
          title: 'Entrada de mercancía',
          intro: '«%{name}»: ahora hay %{onHand} en tienda. ¿Cuántas unidades llegan?',
          note_help: 'Opcional: proveedor, albarán…',
          confirm: 'Registrar entrada',
        },
        sold: {
          button: 'Vendido en tienda',
          title: 'Vendido en tienda',
          intro: '«%{name}»: quedan %{available} disponibles (las reservadas no se venden).',
          confirm: 'Registrar venta',
        },
        adjusted: {
          button: 'Ajustar existencias',
          title: 'Ajustar existencias',
          intro: '«%{name}»: hay %{onHand} en tienda, %{held} reservadas. Un número positivo suma unidades; uno negativo las quita.',
          delta_help: 'Por ejemplo −1 si una se ha roto, 2 si aparecen dos en el almacén',
          reason_help: 'Obligatorio: queda en el historial',
          confirm: 'Guardar ajuste',
        },
      },
      import: {
        button: 'Importar CSV',
        importing: 'Importando…',
        done: '«%{file}» importado: %{added} productos nuevos, %{updated} actualizados y %{received} unidades recibidas',
        failed: 'No se ha podido importar el archivo',
        refused_title: 'No se ha importado «%{file}»',
        lines_caption: 'Filas del archivo con errores',
        line: 'Fila',
        column: 'Columna',
        problem: 'Qué hay que corregir',
      },
      history: {
        title: 'Historial del producto',
      },
      notifications: {
        created: 'Producto añadido al catálogo',
        create_failed: 'Error al añadir el producto. Inténtalo de nuevo.',
        received: 'Entrada registrada: %{quantity} ud. de «%{name}». Disponibles: %{available}',
        sold: 'Venta registrada: %{quantity} ud. de «%{name}». Disponibles: %{available}',
        adjusted: 'Existencias de «%{name}» ajustadas (%{delta}). Disponibles: %{available}',
        movement_failed: 'No se ha podido registrar el movimiento',
      },
    },
  },
};

/** `translate` for the product screens: their own texts first, then the dictionary's. */
export const useProductTranslate = () => useScreenTranslate(productScreenTexts);
