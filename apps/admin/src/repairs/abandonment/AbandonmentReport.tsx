import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import '../../i18n/abandonment.es';

/** What a bulk action of the abandoned-device flow did to each selected repair. */
export interface AbandonmentReport {
  action: 'final_notice' | 'abandon';
  results: { id: Identifier; name: string; done: boolean; text: string }[];
}

const ReportSetter = createContext<((report: AbandonmentReport | null) => void) | null>(null);

export const useSetAbandonmentReport = () => useContext(ReportSetter);

/**
 * Above the list until closed: each repair of the last bulk action with what happened to it
 * (done, nothing to do, or refused and why), as the bulk delete's report does.
 */
export const AbandonmentReportArea = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [report, setReport] = useState<AbandonmentReport | null>(null);
  const done = report?.results.filter((r) => r.done).length ?? 0;
  return (
    <ReportSetter.Provider value={setReport}>
      {report && (
        <Alert
          severity={done === report.results.length ? 'success' : done === 0 ? 'error' : 'warning'}
          onClose={() => setReport(null)}
          closeText={translate('ra.action.close')}
          sx={{ mb: 1 }}
          data-testid="abandonment-report"
        >
          <AlertTitle>{translate('abandonment.report.title', { ok: done, total: report.results.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {report.results.map(({ id, name, text }) => (
              <li key={String(id)}>{`${name}: ${text}`}</li>
            ))}
          </Box>
        </Alert>
      )}
      {children}
    </ReportSetter.Provider>
  );
};
