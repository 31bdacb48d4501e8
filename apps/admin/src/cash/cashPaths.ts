import { useBasename } from 'react-admin';
import { CASH_PATHS } from '../paths';
import { fetchCashDay } from './api';

/** The address of a day's screen, of its printable summary, and of the list of closes. */
export const useCashPaths = () => {
  const basename = useBasename();
  return {
    day: (day: string) => `${basename}${CASH_PATHS.day.replace(':day', day)}`,
    print: (day: string) => `${basename}${CASH_PATHS.print.replace(':day', day)}`,
    closes: `${basename}${CASH_PATHS.closes}`,
    today: `${basename}${CASH_PATHS.today}`,
  };
};

/** The query of a day's cash, shared by the screen and its printable summary. */
export const cashDayQuery = (day: string) => ({ queryKey: ['cash-day', day], queryFn: ({ signal }: { signal: AbortSignal }) => fetchCashDay(day, signal), retry: false });
