import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import {
  HttpError,
  Show,
  useDataProvider,
  useNotify,
  useParams,
  useRedirect,
  useResourceContext,
  useShowContext,
  useTranslate,
  type ShowProps,
} from 'react-admin';
import { deletedIdOf } from '../deleted/WasDeleted';
import { DetailProblem, isValidRecordId, ShowLoadProblem, type ProblemText } from '../shared/DetailProblem';
import { ListButtonBar } from './RecordActions';

/** A detail screen's own words for a record it cannot show (spec §8). */
export interface LoadProblems {
  /**
   * What a failed load says, by its HTTP status (0: no answer). An id in the address that is
   * not one is refused before asking, in the words of a 400.
   */
  describe: (status: number) => ProblemText;
  /** The back-to-the-list button's label. */
  backLabel: string;
  /** What an id missing from the address ('undefined', 'null' from a broken link) says instead. */
  missingId?: string;
}

const isMissingId = (id: string | undefined) => !id || id === 'undefined' || id === 'null';

/** The problem of an id the address holds, or null for one worth asking the API about. */
const routeIdProblem = (id: string | undefined, problems: LoadProblems): ProblemText | null => {
  if (isValidRecordId(id)) return null;
  if (problems.missingId && isMissingId(id)) return { message: problems.missingId, retry: false };
  return problems.describe(400);
};

const ShowLoading = () => {
  const { isPending, error } = useShowContext();
  const translate = useTranslate();
  return isPending && !error ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null;
};

/**
 * A failed load as a notification in the resource's words, then back to the list; a record
 * that was deleted opens what it was instead, with its history.
 */
const useLeaveOnLoadFailure = () => {
  const resource = useResourceContext();
  const { id } = useParams<{ id: string }>();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  return async (error: unknown) => {
    const status = error instanceof HttpError ? error.status : 0;
    const deletedId = status === 404 && resource ? deletedIdOf(resource, id) : null;
    if (deletedId) {
      const found = await dataProvider.getOne('deleted', { id: deletedId }).catch(() => null);
      if (found) {
        // The spec's 'not found', and why: it was deleted, and here is what it was.
        notify(`${translate(`resources.${resource}.notifications.not_found`)}. ${translate('resources.deleted.message.was_deleted')}`, {
          type: 'info',
        });
        redirect('show', 'deleted', deletedId);
        return;
      }
    }
    notify(
      status === 404
        ? `resources.${resource}.notifications.not_found`
        : status === 400
          ? `resources.${resource}.notifications.invalid_id`
          : `resources.${resource}.notifications.load_one_failed`,
      { type: 'error' },
    );
    redirect('list', resource);
  };
};

export interface ShopShowProps {
  /** react-admin's top bar; by default, back to the list. */
  actions?: ShowProps['actions'];
  /**
   * Without: a record that cannot be loaded is a notification (`notifications.not_found`,
   * `invalid_id`, `load_one_failed` of the resource) and the list again (orders, revisions).
   * With: a loading bar, then the reason in place of the record, a retry where trying again
   * may help, and the way back (repairs, clients).
   */
  problems?: LoadProblems;
  children: ReactNode;
}

/**
 * The common frame of the detail screens: the sections are cards of their own (no outer card),
 * and a record that cannot be shown reads as the spec says.
 */
export const ShopShow = ({ actions = <ListButtonBar />, problems, children }: ShopShowProps) => {
  const resource = useResourceContext();
  const { id } = useParams<{ id: string }>();
  const leaveOnLoadFailure = useLeaveOnLoadFailure();
  if (!resource) return null;

  if (!problems) {
    return (
      <Show actions={actions} component="div" queryOptions={{ onError: leaveOnLoadFailure }}>
        {children}
      </Show>
    );
  }

  const idProblem = routeIdProblem(id, problems);
  if (idProblem) return <DetailProblem problem={idProblem} listResource={resource} backLabel={problems.backLabel} />;
  return (
    <Show
      actions={actions}
      component="div"
      error={<ShowLoadProblem describe={problems.describe} listResource={resource} backLabel={problems.backLabel} />}
      // The error element above says it all: no notification, no redirect.
      queryOptions={{ onError: () => undefined }}
    >
      <ShowLoading />
      {children}
    </Show>
  );
};
