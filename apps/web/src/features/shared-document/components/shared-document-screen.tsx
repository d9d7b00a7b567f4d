import '../i18n';
import { useTranslation } from 'react-i18next';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { ApiError } from '../../../lib/api-error';
import { openFile, saveFile } from '../../../lib/file-offer';
import { useSharedDocument } from '../api/open-shared-document';
import { currentLanding } from '../shared-link';

// The route's beforeLoad takes the token off the address with the page's code.
export { takeTokenOffAddress } from '../shared-link';
import styles from './shared-document-screen.module.css';

/**
 * Issue 17, spec/02 4.6: the page a shared link opens, for anyone who has the
 * e-mail (signed in or not). It asks the API once for the document, then
 * offers it to download or open; the link will not open it again.
 */
export function SharedDocumentScreen() {
  const { t } = useTranslation('sharedDocument');
  return (
    <div className={styles.page}>
      <ScreenTitle title={t('title')} />
      <SharedDocument />
    </div>
  );
}

function SharedDocument() {
  const { t } = useTranslation('sharedDocument');
  const landing = currentLanding();
  const opened = useSharedDocument(landing);
  if (landing.token === null) return <Refusal reason={t('refused.noToken')} hint={t('refused.openFromEmail')} />;
  if (opened.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('opening')}
      </p>
    );
  }
  if (opened.isError) return <OpenFailed error={opened.error} onRetry={() => void opened.refetch()} />;
  return <ReadyDocument file={opened.data} />;
}

function ReadyDocument({ file }: { file: Blob }) {
  const { t } = useTranslation('sharedDocument');
  const name = t('ready.fileName');
  return (
    <section className={styles.card} aria-labelledby="shared-ready">
      <h2 id="shared-ready" className={styles.heading}>
        {t('ready.heading')}
      </h2>
      <p role="status">{t('ready.singleUse')}</p>
      <div className={styles.actions}>
        <button type="button" className={formButtonClasses.primary} onClick={() => saveFile(file, name)}>
          {t('ready.download')}
        </button>
        <button type="button" className={formButtonClasses.secondary} onClick={() => openFile(file, name)}>
          {t('ready.open')}
        </button>
      </div>
    </section>
  );
}

/** The server's own words when it gave them (in the site's language), else ours by status. */
function serverMessage(error: ApiError): string | null {
  const { body } = error;
  if (typeof body !== 'object' || body === null) return null;
  const message: unknown = Reflect.get(body, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function OpenFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('sharedDocument');
  const status = error instanceof ApiError ? error.status : 0;
  if (error instanceof ApiError && (status === 404 || status === 410)) {
    const fallback = status === 410 ? t('refused.gone') : t('refused.unknown');
    return <Refusal reason={serverMessage(error) ?? fallback} hint={t('refused.askAgain')} />;
  }
  // Not reached, or the server failed: the link was not spent, so it may be asked again.
  return <Refusal reason={t('refused.failed')} hint={error instanceof ApiError ? error.message : null} onRetry={onRetry} />;
}

function Refusal({ reason, hint, onRetry }: { reason: string; hint: string | null; onRetry?: () => void }) {
  const { t } = useTranslation('sharedDocument');
  return (
    <section className={styles.card} role="alert">
      <p className={styles.reason}>{reason}</p>
      {hint && <p>{hint}</p>}
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className={formButtonClasses.secondary} onClick={onRetry}>
            {t('refused.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
