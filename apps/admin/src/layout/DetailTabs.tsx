import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useCreatePath, useLocation, useNavigate, useRecordContext } from 'react-admin';

/** The history tab's path under a show page: /gestion/repairs/12/show/historial. */
const HISTORY_PATH = 'historial';

interface DetailTabsProps {
  /** The react-admin resource whose show page this is. */
  resource: string;
  /** Prefix of the tabs' element ids: `repair` gives `repair-tab-summary`, `repair-tabpanel`. */
  idPrefix: string;
  /** The tab list's accessible name, translated. */
  label: string;
  /** The first tab (the default): its value, translated label and content. */
  main: { value: string; label: string; content: ReactNode };
  /** The history tab: translated label and content. */
  history: { label: string; content: ReactNode };
}

/**
 * A detail screen's two tabs, the record and its history, whose choice lives in the address
 * (…/show/historial), so a link or a reload opens the same tab.
 */
export const DetailTabs = ({ resource, idPrefix, label, main, history }: DetailTabsProps) => {
  const record = useRecordContext();
  const location = useLocation();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!record) return null;

  const showPath = createPath({ resource, id: record.id, type: 'show' });
  const tab = location.pathname.endsWith(`/${HISTORY_PATH}`) ? 'history' : main.value;

  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_, next: string) => navigate(next === 'history' ? `${showPath}/${HISTORY_PATH}` : showPath)}
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        <Tab value={main.value} label={main.label} id={`${idPrefix}-tab-${main.value}`} aria-controls={`${idPrefix}-tabpanel`} />
        <Tab value="history" label={history.label} id={`${idPrefix}-tab-history`} aria-controls={`${idPrefix}-tabpanel`} />
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${tab}`} sx={{ p: 2 }}>
        {tab === 'history' ? history.content : main.content}
      </Box>
    </Card>
  );
};
