import { productCategoryLabels } from '@taller/domain';

/** At most this many products in one file: a shop's whole catalogue, and a check that stays quick. */
export const MAX_IMPORT_ROWS = 5000;
/** The file's size at most, in bytes (UTF-8): 5,000 rows with long descriptions fit. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The note of the units an import receives, in the product's history. */
export const IMPORT_STOCK_NOTE = 'Importación de catálogo';

const thousands = (n: number) => n.toLocaleString('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions);
const categories = Object.values(productCategoryLabels).join(', ');

/** Spanish texts of the catalogue's CSV import (issue 17), for the API, the CLI and the back-office. */
export const importMessages = {
  refused: (errors: number) =>
    errors === 1 ? 'El archivo tiene 1 error: no se ha importado nada' : `El archivo tiene ${thousands(errors)} errores: no se ha importado nada`,
  csvRequired: 'Envía el contenido del archivo CSV en «csv»',
  dryRunInvalid: '«dryRun» debe ser true o false',
  tooLarge: (bytes: number) =>
    `El archivo ocupa ${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB y el máximo es ${MAX_IMPORT_BYTES / 1024 / 1024} MB: divídelo en varios archivos`,
  tooManyRows: (rows: number) =>
    `El archivo tiene ${thousands(rows)} filas de productos y el máximo es ${thousands(MAX_IMPORT_ROWS)} por importación: divídelo en varios archivos`,
  empty: 'El archivo está vacío: la primera fila debe ser la cabecera (nombre;categoria;precio…) y después un producto por fila',
  noProducts: 'El archivo solo tiene la cabecera: no hay productos que importar',
  notUtf8:
    'El archivo no está en UTF-8 (se ven caracteres extraños en lugar de las tildes o la ñ). En Excel, guárdalo como «CSV UTF-8»; en LibreOffice, elige el juego de caracteres «Unicode (UTF-8)»',
  unclosedQuote: 'Unas comillas se abren y no se cierran: revisa esta fila',
  unreadable: 'No se puede leer esta fila como CSV',
  unknownColumn: (column: string, known: readonly string[]) => `Columna desconocida «${column}». Las columnas que se entienden son: ${known.join(', ')}`,
  repeatedColumn: (column: string) => `La columna «${column}» aparece dos veces en la cabecera`,
  nameColumnMissing: 'La cabecera debe tener la columna «nombre» (o «id» para actualizar productos existentes)',
  tooManyCells: (cells: number, columns: number) => `La fila tiene ${cells} celdas y la cabecera ${columns} columnas: ¿sobra un separador o faltan comillas?`,
  categoryUnknown: `Categoría desconocida. Usa una de estas: ${categories}`,
  priceNotANumber: 'El precio debe ser un importe en euros, por ejemplo 19,99',
  activeUnknown: 'Escribe «sí» o «no» (a la venta o no)',
  idInvalid: 'El id debe ser el número de un producto existente (déjalo vacío para añadir uno nuevo)',
  idNotFound: (id: number) => `No hay ningún producto con el id ${id}`,
  idRepeated: (id: number, line: number) => `El producto ${id} ya aparece en la fila ${line}`,
  nameRepeated: (line: number) => `Este nombre ya aparece en la fila ${line}`,
  nameExists: (id: number) =>
    `Ya existe un producto con este nombre (id ${id}). Para actualizarlo, pon ${id} en la columna «id»; si es otro producto, cambia el nombre`,
  interrupted: (line: number, message: string, written: number) =>
    `La importación se detuvo en la fila ${line}: ${message}. Las ${thousands(written)} filas anteriores sí se guardaron; quítalas del archivo y vuelve a importar el resto`,
} as const;
