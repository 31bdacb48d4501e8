import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { BulkDeleteIncomplete } from '../providers/deleteEach';

/** What a bulk delete that could not delete everything leaves to read. */
export interface BulkDeleteReport {
  total: number;
  deleted: number;
  /** Each record left, as the screen names it ('#12 · María García López'), with the reason. */
  refused: { id: Identifier; name: string; reason: string }[];
}

/** The report of an incomplete bulk delete, each record named by the screen and its reason (the server's, else the screen's). */
export function bulkDeleteReport(
  failure: BulkDeleteIncomplete,
  nameOf: (id: Identifier) => string,
  fallbackReason: string,
): BulkDeleteReport {
  return {
    total: failure.deleted.length + failure.refused.length,
    deleted: failure.deleted.length,
    refused: failure.refused.map(({ id, reason }) => ({ id, name: nameOf(id), reason: reason ?? fallbackReason })),
  };
}

/** The notification's line: the spec's failure text and, for several, how many were deleted. */
export function useBulkDeleteFailureLine() {
  const translate = useTranslate();
  return (failed: string, report: BulkDeleteReport) =>
    report.total > 1 ? `${failed}. ${translate('lists.bulk_delete.deleted_of', { smart_count: report.deleted, total: report.total })}` : failed;
}

/**
 * Each record a bulk delete left, with the server's reason, above the list: it stays until
 * closed or the next bulk delete (a list of reasons is not read in a 5 s notification, and a
 * notification that stayed would hold back every other one).
 */
export const BulkDeleteReportPanel = ({ report, onClose }: { report: BulkDeleteReport; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" onClose={onClose} closeText={translate('ra.action.close')} sx={{ mb: 1 }}>
      <AlertTitle>
        {translate('lists.bulk_delete.not_deleted', { smart_count: report.refused.length, total: report.total })}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {report.refused.map(({ id, name, reason }) => (
          <li key={String(id)}>{`${name}: ${reason}`}</li>
        ))}
      </Box>
    </Alert>
  );
};

const ReportSetter = createContext<((report: BulkDeleteReport | null) => void) | null>(null);

/** Where a list's bulk delete leaves its report (`ShopList` shows it). */
export const useSetBulkDeleteReport = () => useContext(ReportSetter);

/** Holds a list's last incomplete bulk delete and shows it above `children`. */
export const BulkDeleteReportArea = ({ children }: { children: ReactNode }) => {
  const [report, setReport] = useState<BulkDeleteReport | null>(null);
  return (
    <ReportSetter.Provider value={setReport}>
      {report && <BulkDeleteReportPanel report={report} onClose={() => setReport(null)} />}
      {children}
    </ReportSetter.Provider>
  );
};
