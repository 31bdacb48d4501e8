import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { HttpError, Link, useCreatePath, useParams, useShowContext, useTranslate } from 'react-admin';
import { useDeletedRecord, WasDeleted } from '../deleted/WasDeleted';

/** A route id the API can answer: a positive whole number ('undefined', 'null', '-3', '1.5' are not). */
export const isValidRecordId = (id: string | undefined): id is string => !!id && /^[1-9]\d{0,15}$/.test(id);

/** What a detail screen says instead of its record, and whether trying again may help. */
export interface ProblemText {
  message: string;
  messageArgs?: Record<string, unknown>;
  retry: boolean;
}

/**
 * A detail screen without its record: the Spanish reason (not found, invalid id, a failure),
 * a retry button when trying again may help, and the way back to the list. Announced as an
 * alert, so a screen reader hears it as soon as it replaces the loading state.
 */
export const DetailProblem = ({
  problem,
  listResource,
  backLabel,
  onRetry,
  children,
}: {
  problem: ProblemText;
  listResource: string;
  backLabel: string;
  onRetry?: () => void;
  /** What more there is to say (a deleted record's way to its history). */
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Alert
        severity={problem.retry ? 'error' : 'warning'}
        action={
          problem.retry && onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('details.retry')}
            </Button>
          ) : undefined
        }
      >
        {translate(problem.message, problem.messageArgs)}
      </Alert>
      {children}
      <div>
        <Button component={Link} to={createPath({ resource: listResource, type: 'list' })} variant="outlined">
          {translate(backLabel)}
        </Button>
      </div>
    </Stack>
  );
};

/** The failed load of a show page, in the screen's own words. */
export const ShowLoadProblem = ({
  describe,
  listResource,
  backLabel,
}: {
  describe: (status: number, error: unknown) => ProblemText;
  listResource: string;
  backLabel: string;
}) => {
  const { error, refetch } = useShowContext();
  const { id } = useParams<{ id: string }>();
  const status = error instanceof HttpError ? error.status : 0;
  // Not found may mean deleted: then it says when, by whom, and where its history is.
  const deleted = useDeletedRecord(listResource, id, status === 404);
  return (
    <DetailProblem
      problem={describe(status, error)}
      listResource={listResource}
      backLabel={backLabel}
      onRetry={() => void refetch()}
    >
      {deleted && <WasDeleted record={deleted} />}
    </DetailProblem>
  );
};
