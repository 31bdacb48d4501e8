import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PageLoading } from '../../ui/PageLoading';
import { FormAlert } from '../../ui/form/FormAlert';
import { changeNoticePreference, fetchNoticePreference, type NoticePreferenceView } from './noticesApi';
import { noticesTexts as t } from './notices.texts';
import '../tracking/tracking.css';

type Loaded = { state: 'loading' } | { state: 'found'; view: NoticePreferenceView } | { state: 'missing' } | { state: 'failed' };

/**
 * /avisos/<código>: the link at the end of every courtesy e-mail. It shows whether that customer
 * gets the courtesy notices and changes it with a button (never on opening: mail scanners open
 * links). The essential notices keep coming, and the page says which.
 */
export default function NoticesPage() {
  const { token } = useParams();
  return (
    <div className="tracking-page">
      <div className="container tracking-page__inner">
        <h1 className="tracking-page__title">{t.title}</h1>
        {token ? <Preference key={token} token={token} /> : <p className="tracking-page__lead">{t.noToken}</p>}
      </div>
    </div>
  );
}

function Preference({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchNoticePreference(token, controller.signal).then(
      (view) => setLoaded({ state: 'found', view }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: failure instanceof ApiError && failure.status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  if (loaded.state === 'loading') return <PageLoading label={t.loading} />;
  if (loaded.state === 'missing') return <FormAlert tone="error">{t.notFound}</FormAlert>;
  if (loaded.state === 'failed') {
    return (
      <>
        <FormAlert tone="error">{t.failed}</FormAlert>
        <div className="tracking-page__actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </div>
      </>
    );
  }

  const { view } = loaded;
  const change = async () => {
    setSaving(true);
    setError(null);
    setDone(null);
    try {
      const answer = await changeNoticePreference(token, !view.optedOut);
      setLoaded({ state: 'found', view: { ...view, optedOut: answer.optedOut } });
      setDone(answer.optedOut ? t.stoppedNow : t.resumedNow);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="tracking-card" aria-live="polite">
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <p>{view.optedOut ? t.stopped(view.shop) : t.receiving(view.shop)}</p>
      <p>{t.essential}</p>
      <div className="tracking-page__actions">
        <button type="button" className={view.optedOut ? 'button button--primary' : 'button button--secondary'} onClick={change} disabled={saving} aria-busy={saving}>
          {saving ? t.saving : view.optedOut ? t.resume : t.stop}
        </button>
      </div>
    </section>
  );
}
