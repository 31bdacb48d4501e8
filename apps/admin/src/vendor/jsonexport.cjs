/*
 * react-admin's default list exporter imports jsonexport (about 3 KiB gzipped) into every list
 * controller's file, the dashboard's notes board included, though no screen of the back-office
 * exports through it (every list passes `exporter={false}`; the statistics write their own CSV).
 * vite.config.ts points `jsonexport/dist/index.js` here: the same call, `jsonExport(rows, callback)`,
 * for what that exporter hands it (an array of flat or nested records), nested keys joined with
 * dots and arrays with ';', as jsonexport's defaults write them.
 */
function flatten(value, prefix, row) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, row);
  } else {
    row[prefix] = Array.isArray(value) ? value.map((item) => (item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item))).join(';') : value;
  }
  return row;
}

function cell(value) {
  if (value === undefined || value === null) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

module.exports = function jsonExport(data, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  try {
    const rows = (Array.isArray(data) ? data : [data]).map((record) => flatten(record, '', {}));
    const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const lines = [headers.map(cell).join(','), ...rows.map((row) => headers.map((header) => cell(row[header])).join(','))];
    done(null, lines.join('\n'));
  } catch (error) {
    done(error);
  }
};
