import './i18n';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SubmitButton } from '../../components/ui/form-controls';
import { endFirstFrame, firstFrameInput } from './first-frame';
import { openKeptDocuments, type OpenOutcome } from './kept-access';
import type { PasswordOutput, PasswordValues } from './unlock-checks';
import { useCountdown, type Wait } from './use-countdown';
import styles from './kept-documents.module.css';

// Issue 18: the password opens what is kept, offline too, checked against the
// vault's verifier; a wrong one does not, and repeated wrong ones make the
// next try wait (lib/vault, docs/decisions.md "The on-device vault").

type UnlockChecks = typeof import('./unlock-checks');
let checksLoading: Promise<UnlockChecks> | undefined;
const loadChecks = (): Promise<UnlockChecks> =>
  (checksLoading ??= import('./unlock-checks').catch((error: unknown) => {
    checksLoading = undefined;
    throw error;
  }));

/**
 * The form's check and its messages' wording (unlock-checks.ts), loaded once
 * the form shows, while the password is typed: the form itself shows
 * without them. A check waits for them; a message shows only after one.
 */
function useUnlockChecks(): { resolver: Resolver<PasswordValues, unknown, PasswordOutput>; message: (text: string | undefined) => string | undefined } {
  const { i18n } = useTranslation();
  const [checks, setChecks] = useState<UnlockChecks | undefined>(undefined);
  // Loaded while the password is typed.
  useEffect(() => {
    loadChecks().then(setChecks, () => undefined);
  }, []);
  const resolver = useCallback<Resolver<PasswordValues, unknown, PasswordOutput>>(async (values, context, options) => {
    const loaded = await loadChecks();
    return loaded.passwordResolver(values, context, options);
  }, []);
  const message = (text: string | undefined) => (checks && text !== undefined ? checks.translateMessage(text, checks.messageCatalogue(i18n.language)) : text);
  return { resolver, message };
}

type Refusal = Exclude<OpenOutcome, { status: 'unlocked' }>;

/** The password form that unlocks kept documents, offline too (wrong password, wait after repeated tries). */
export function UnlockKeptDocuments({ onUnlocked }: { onUnlocked?: () => void }) {
  const { t } = useTranslation('keptDocuments');
  const { resolver, message } = useUnlockChecks();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [wait, setWait] = useState<Wait | null>(null);
  const secondsLeft = useCountdown(wait);
  const form = useForm<PasswordValues, unknown, PasswordOutput>({ resolver, mode: 'onTouched', defaultValues: { password: '' } });
  const { ref: registerPassword, ...passwordProps } = form.register('password');
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const passwordRef = useCallback(
    (input: HTMLInputElement | null) => {
      registerPassword(input);
      passwordInput.current = input;
    },
    [registerPassword],
  );

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setRefusal(null);
    const outcome = await openKeptDocuments(password).catch((): OpenOutcome => ({ status: 'failed', message: null }));
    if (outcome.status === 'unlocked') {
      form.reset();
      setWait(null);
      onUnlocked?.();
      return;
    }
    setRefusal(outcome);
    const waitMs = outcome.status === 'wrong-password' || outcome.status === 'too-soon' ? outcome.retryInMs : 0;
    setWait(waitMs > 0 ? { ms: waitMs } : null);
    if (outcome.status === 'wrong-password') form.setValue('password', '');
  });

  // The pass page's first frame gives way to this form in the same frame (first-frame.ts): what was typed there, its focus and an early "Open" carry over.
  const takeOverFirstFrame = useEffectEvent(() => {
    const typed = firstFrameInput();
    if (!typed) return;
    // Ended first: nothing inside the hidden root can take the focus.
    endFirstFrame();
    form.setValue('password', typed.password);
    if (typed.focused) passwordInput.current?.focus();
    if (typed.submitted) void onSubmit();
  });
  useLayoutEffect(() => {
    takeOverFirstFrame();
  }, []);

  const refusalText = (shown: Refusal): string => {
    switch (shown.status) {
      case 'wrong-password':
        return t('unlock.wrongPassword');
      case 'too-soon':
        return t('unlock.tooManyTries');
      case 'nothing-kept':
        return shown.evicted ? `${t('unlock.evicted')} ${t('unlock.nothingKept')}` : t('unlock.nothingKept');
      case 'offline':
        return t('unlock.needsNetwork');
      case 'failed':
        return message(shown.message ?? undefined) ?? t('unlock.failed');
    }
  };
  const firstWait = refusal?.status === 'wrong-password' || refusal?.status === 'too-soon' ? Math.ceil(refusal.retryInMs / 1000) : 0;
  const waiting = secondsLeft > 0;

  return (
    <form className={styles.unlock} onSubmit={onSubmit} noValidate aria-label={t('unlock.form')}>
      <p className={styles.text}>{t('unlock.intro')}</p>
      <PasswordField label={t('unlock.password')} autoComplete="current-password" error={message(form.formState.errors.password?.message)} ref={passwordRef} {...passwordProps} />
      {refusal && (
        <FormAlert>
          {refusalText(refusal)}
          {/* Heard once with the refusal; the count below ticks for the eye only. */}
          {firstWait > 0 && <span className="visually-hidden"> {t('unlock.wait', { count: firstWait })}</span>}
        </FormAlert>
      )}
      {waiting && (
        <p className={styles.wait} aria-hidden="true">
          {t('unlock.wait', { count: secondsLeft })}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {firstWait > 0 && !waiting ? t('unlock.tryNow') : ''}
      </p>
      <SubmitButton pending={form.formState.isSubmitting} disabled={waiting}>
        {t('unlock.submit')}
      </SubmitButton>
    </form>
  );
}
