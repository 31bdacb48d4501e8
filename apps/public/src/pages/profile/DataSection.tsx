import { useEffect, useId, useRef, useState } from 'react';
import { downloadAccountData } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { FormAlert } from '../../ui/form/FormAlert';
import { Icon, type IconProps } from '../../ui/icons';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const t = accountTexts.profile.data;

// Only this page draws them: kept here, out of the first bundle's icons.
const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </Icon>
);
const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </Icon>
);

/** How long the downloaded file's address stays valid: the browser has long taken it by then. */
const OBJECT_URL_LIFETIME_MS = 60_000;

type Download = 'idle' | 'busy' | 'done' | 'failed';

/**
 * 'Tus datos' (customers only): a copy of everything the shop keeps about the account, as the
 * JSON file the server writes, and deleting the account with the password. What the shop keeps
 * after that, and why, is said before anything is deleted.
 */
export function DataSection() {
  const titleId = useId();
  const [download, setDownload] = useState<Download>('idle');
  const [deleting, setDeleting] = useState(false);
  const urls = useRef<string[]>([]);

  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const onDownload = async () => {
    if (download === 'busy') return;
    setDownload('busy');
    try {
      const { blob, fileName } = await downloadAccountData();
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? 'mis-datos-taller.json';
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      setDownload('done');
    } catch (error) {
      // A 401: the session ended, and the client has already left for the login.
      if (error instanceof ApiError && error.status === 401) return;
      setDownload('failed');
    }
  };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {t.title}
      </h2>
      <p className="profile-card__subtitle">{t.subtitle}</p>
      <div className="profile-data">
        <div className="profile-data__part">
          <h3 className="profile-data__title">{t.downloadTitle}</h3>
          <p className="profile-data__text">{t.downloadText}</p>
          {download === 'done' && <FormAlert tone="success">{t.downloaded}</FormAlert>}
          {download === 'failed' && <FormAlert tone="error">{t.downloadFailed}</FormAlert>}
          <div className="profile-data__actions">
            <button type="button" className="button button--secondary" onClick={onDownload} disabled={download === 'busy'} aria-busy={download === 'busy'}>
              {download === 'busy' ? <span className="spinner" aria-hidden="true" /> : <DownloadIcon />}
              {download === 'busy' ? t.downloading : t.download}
            </button>
          </div>
        </div>
        <div className="profile-data__part profile-data__part--danger">
          <h3 className="profile-data__title">{t.deleteTitle}</h3>
          <p className="profile-data__text">{t.deleteText}</p>
          <div className="profile-data__actions">
            <button type="button" className="button button--danger-outline" onClick={() => setDeleting(true)} aria-haspopup="dialog">
              <TrashIcon />
              {t.delete}
            </button>
          </div>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
