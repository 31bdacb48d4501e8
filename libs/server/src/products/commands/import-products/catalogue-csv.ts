import { CsvError, parse } from 'csv-parse/sync';
import { PRODUCT_CATEGORIES, productCategoryLabels, type ProductCategory } from '@taller/domain';
import { searchable } from '../../../shared/search-text.js';
import { importMessages as m, MAX_IMPORT_ROWS } from './import-products.messages.js';

/** One refusal: the row as the spreadsheet numbers it (the header is row 1), the column as the file names it. */
export interface ImportLineError {
  line: number;
  field: string;
  message: string;
}

/** A product's row, read: the form the domain checks (only the cells filled in), and the units arriving. */
export interface CatalogueRow {
  line: number;
  /** Present: update that product; absent: add a new one. */
  productId?: number;
  form: Record<string, unknown>;
  /** Units received with the import (0: none). */
  quantity: unknown;
  /** The column each form field came from, to name it in a refusal. */
  columns: Record<string, string>;
  /** Columns whose cell could not be read (already in the errors): the row is only checked further, never imported. */
  unreadable: Set<string>;
}

type Field = 'id' | 'name' | 'category' | 'brand' | 'compatibleModels' | 'description' | 'priceCents' | 'active' | 'reorderLevel' | 'quantity';

/** The Spanish column names a shop owner writes, each with the spellings we also take (compared without case, accents or blanks). */
const COLUMNS: Record<Field, readonly string[]> = {
  id: ['id'],
  name: ['nombre', 'producto'],
  category: ['categoria'],
  brand: ['marca'],
  compatibleModels: ['compatibles', 'modelos compatibles', 'dispositivos compatibles', 'modelos'],
  description: ['descripcion'],
  priceCents: ['precio', 'pvp', 'precio iva incluido'],
  active: ['activo', 'a la venta'],
  reorderLevel: ['nivel reposicion', 'nivel de reposicion', 'reposicion'],
  quantity: ['existencias', 'unidades', 'stock'],
};
/** The name the messages suggest for each column. */
const COLUMN_NAME: Record<Field, string> = {
  id: 'id',
  name: 'nombre',
  category: 'categoria',
  brand: 'marca',
  compatibleModels: 'compatibles',
  description: 'descripcion',
  priceCents: 'precio',
  active: 'activo',
  reorderLevel: 'nivel_reposicion',
  quantity: 'existencias',
};
export const COLUMN_NAMES = Object.values(COLUMN_NAME);

/** The column a field of the domain's form came from ('compatibleModels.2' → 'compatibles'), as the file names it. */
export function columnOfField(row: CatalogueRow, field: string): string {
  const base = field.split('.')[0]!;
  return row.columns[base] ?? COLUMN_NAME[base as Field] ?? '';
}

const key = (text: string) => searchable(text).replace(/[\s_\-.]+/g, ' ').trim();
const FIELD_OF_COLUMN = new Map<string, Field>(Object.entries(COLUMNS).flatMap(([field, names]) => names.map((name) => [key(name), field as Field])));
const CATEGORY_OF = new Map<string, ProductCategory>(
  PRODUCT_CATEGORIES.flatMap((code) => [
    [key(code), code],
    [key(productCategoryLabels[code]), code],
  ]),
);
/** A category by its code or its Spanish name, whatever the case or accents ('fundas', 'Memorias USB y SD', 'power_banks'). */
export const categoryOf = (text: string): ProductCategory | undefined => CATEGORY_OF.get(key(text));
const YES = new Set(['si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'x', 'activo', 'a la venta']);
const NO = new Set(['no', 'n', 'false', 'falso', '0', 'inactivo']);
/** Between compatible models. Not '/': model names carry it ('Redmi Note 12 4G/5G'). */
const MODEL_SEPARATOR = /[|,]/;

/** `;` (a Spanish spreadsheet's), `,` or a tab: whichever the header row holds most of. */
function delimiterOf(csv: string): string {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  const outsideQuotes = header.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, outsideQuotes.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** `19,99`, `19.99`, `1.234,56 €`, `€ 5` → cents (more than two decimals: a fraction of a cent, which the domain refuses). */
export function priceCentsOf(cell: string): number | { error: string } {
  let text = cell.replace(/[€\s\u00a0]|eur(os)?/gi, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one separates the cents, the other groups thousands.
    text = lastComma > lastDot ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '');
  } else if (lastComma >= 0) {
    text = text.replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    text = text.replaceAll('.', '');
  }
  if (!/^\d{1,9}(\.\d+)?$/.test(text)) return { error: m.priceNotANumber };
  const [euros, decimals = ''] = text.split('.') as [string, string?];
  if (decimals.replace(/0+$/, '').length > 2) return Number(euros) * 100 + Number(`0.${decimals}`) * 100;
  return Number(euros) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

/** A whole number as typed ('3', ' 12 '); anything else goes on as text for the domain's own message. */
const wholeNumber = (cell: string): unknown => (/^-?\d{1,9}([.,]\d+)?$/.test(cell.trim()) ? Number(cell.trim().replace(',', '.')) : cell);

/**
 * The file as rows of products, and the reasons some cells (or the whole file) cannot be read. Only the format is judged
 * here (columns, cells, amounts, categories); each row's values are then checked by the
 * domain's own schemas, so a file and the back-office's form refuse the same things.
 */
export function readCatalogueCsv(csv: string): { rows: CatalogueRow[]; errors: ImportLineError[] } {
  const text = csv.replace(/^\ufeff/, '');
  if (text.trim() === '') return { rows: [], errors: [{ line: 1, field: '', message: m.empty }] };
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_quotes: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as CsvError & { records?: number }).records ?? 0) + 1 : 1;
    const message = error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED' ? m.unclosedQuote : m.unreadable;
    return { rows: [], errors: [{ line, field: '', message }] };
  }
  const [header = [], ...body] = records;
  if (body.length > MAX_IMPORT_ROWS) return { rows: [], errors: [{ line: MAX_IMPORT_ROWS + 2, field: '', message: m.tooManyRows(body.length) }] };

  const errors: ImportLineError[] = [];
  const fields: (Field | undefined)[] = [];
  const columnOf: Partial<Record<Field, string>> = {};
  header.forEach((column, index) => {
    const name = column.trim();
    const field = FIELD_OF_COLUMN.get(key(name));
    if (name === '' && body.every((record) => (record[index] ?? '').trim() === '')) return void fields.push(undefined);
    if (!field) errors.push({ line: 1, field: name, message: m.unknownColumn(name.slice(0, 60), COLUMN_NAMES) });
    else if (columnOf[field]) errors.push({ line: 1, field: name, message: m.repeatedColumn(name) });
    else columnOf[field] = name;
    fields.push(field);
  });
  if (!columnOf.name && !columnOf.id) errors.push({ line: 1, field: '', message: m.nameColumnMissing });
  if (errors.length > 0) return { rows: [], errors };
  if (body.every((record) => record.every((cell) => cell.trim() === ''))) return { rows: [], errors: [{ line: 2, field: '', message: m.noProducts }] };

  const rows: CatalogueRow[] = [];
  body.forEach((record, index) => {
    const line = index + 2;
    // A row left blank in the spreadsheet: nothing to import, and no error either.
    if (record.every((cell) => cell.trim() === '')) return;
    const lineErrors: ImportLineError[] = [];
    const refuse = (field: Field | '', message: string) => lineErrors.push({ line, field: field === '' ? '' : columnOf[field]!, message });
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== '')) refuse('', m.tooManyCells(record.length, header.length));
    const row: CatalogueRow = { line, form: {}, quantity: 0, columns: {}, unreadable: new Set() };
    record.forEach((raw, column) => {
      const field = fields[column];
      if (!field) return;
      // Spreadsheets decode a file in another code page to U+FFFD: the shop would save garbage.
      if (raw.includes('\ufffd')) return void refuse(field, m.notUtf8);
      const cell = raw.trim();
      // An empty cell says nothing: a new product takes the shop's default, an update keeps its value.
      if (cell === '') return;
      row.columns[field] = columnOf[field]!;
      switch (field) {
        case 'id':
          if (/^\d{1,9}$/.test(cell) && Number(cell) > 0) row.productId = Number(cell);
          else refuse(field, m.idInvalid);
          return;
        case 'category': {
          const category = CATEGORY_OF.get(key(cell));
          if (category) row.form.category = category;
          else refuse(field, m.categoryUnknown);
          return;
        }
        case 'compatibleModels':
          row.form.compatibleModels = raw.split(MODEL_SEPARATOR).filter((model) => model.trim() !== '');
          return;
        case 'priceCents': {
          const cents = priceCentsOf(cell);
          if (typeof cents === 'number') row.form.priceCents = cents;
          else refuse(field, cents.error);
          return;
        }
        case 'active': {
          const answer = key(cell);
          if (YES.has(answer)) row.form.active = true;
          else if (NO.has(answer)) row.form.active = false;
          else refuse(field, m.activeUnknown);
          return;
        }
        case 'reorderLevel':
          row.form.reorderLevel = wholeNumber(cell);
          return;
        case 'quantity':
          row.quantity = wholeNumber(cell);
          return;
        default:
          // Text as written (the domain trims it and refuses what no field takes); a description keeps its line breaks.
          row.form[field] = raw;
      }
    });
    errors.push(...lineErrors);
    for (const error of lineErrors) row.unreadable.add(error.field);
    rows.push(row);
  });
  return { rows, errors };
}
