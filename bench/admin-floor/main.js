/**
 * The floor of bench/admin-load.mjs: the least a page can do to show the repairs list's rows on
 * this machine and browser. React and ReactDOM (the back-office's versions), one request for the
 * same JSON the list asks for (/api/repairs, first 25, newest first), sent as the script starts,
 * and a plain table of its rows. No router, no UI kit, no session check, no translations.
 */
import { createElement as h, use } from 'react';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams({ sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 24]), filter: '{}' });
const rows = fetch(`/api/repairs?${query}`, { credentials: 'same-origin' }).then((answer) => answer.json());

const Rows = () => {
  const repairs = use(rows);
  return h(
    'table',
    null,
    h('thead', null, h('tr', null, ['ID', 'Cliente', 'Dispositivo', 'Modelo', 'Estado'].map((label) => h('th', { key: label }, label)))),
    h(
      'tbody',
      null,
      repairs.map((repair) =>
        h('tr', { key: repair.id }, [repair.id, repair.clientName, repair.device, repair.model, repair.status].map((value, column) => h('td', { key: column }, String(value ?? '')))),
      ),
    ),
  );
};

createRoot(document.getElementById('root')).render(h(Rows));
