import { isEmail, RESULT_FILE_TYPE, type ResultFileType } from '@labstore/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton, TextField } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notifications';
import { useShareDocument } from '../api/share-document';
import styles from './share-dialog.module.css';

export interface ShareTarget {
  orderId: string;
  orderNumber: number;
  apiResultId: string;
  type: ResultFileType;
}

type Step = 'email' | 'confirm' | 'consent';
const STEPS: readonly Step[] = ['email', 'confirm', 'consent'];

/**
 * spec/02 4.6: share the requisition or results by encrypted e-mail, in
 * three steps: the address (Next once it is valid), the address and order
 * number to confirm, the consent (Send). Success is the server's message
 * (spec/02 8) in the notification bar; a refusal is said here.
 */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const share = useShareDocument();
  const stepText = useRef<HTMLParagraphElement>(null);
  const kind = target.type === RESULT_FILE_TYPE.requisition ? 'requisition' : 'results';
  const address = email.trim();
  const valid = isEmail(address);

  // A new step's text takes the focus, so a screen reader reads what it asks.
  useEffect(() => {
    if (step !== 'email') stepText.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    share.reset();
    setStep(next);
  };
  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (valid) goTo('confirm');
  };
  const send = () => {
    share.mutate(
      { orderId: target.orderId, apiResultId: target.apiResultId, type: target.type, contactTo: address },
      {
        onSuccess: (sent) => {
          notify({ type: 'success', message: sent.message });
          onClose();
        },
      },
    );
  };
  const failure = share.error instanceof ApiError ? share.error.message : share.error ? t('share.failed') : null;

  return (
    <Dialog open onClose={onClose} title={t(`share.title.${kind}`)}>
      <p className={styles.step}>{t('share.step', { step: STEPS.indexOf(step) + 1 })}</p>
      {step === 'email' && (
        <form className={styles.form} onSubmit={onNext} noValidate>
          <TextField
            label={t('share.email')}
            hint={t('share.emailHint')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className={styles.actions}>
            <FormButton type="submit" variant="primary" disabled={!valid}>
              {t('share.next')}
            </FormButton>
          </div>
        </form>
      )}
      {step === 'confirm' && (
        <div className={styles.form}>
          <p ref={stepText} tabIndex={-1} className={styles.text}>
            {t(`share.confirmText.${kind}`, { number: target.orderNumber, email: address })}
          </p>
          <div className={styles.actions}>
            <FormButton onClick={() => goTo('email')}>{t('share.back')}</FormButton>
            <FormButton variant="primary" onClick={() => goTo('consent')}>
              {t('share.confirm')}
            </FormButton>
          </div>
        </div>
      )}
      {step === 'consent' && (
        <div className={styles.form}>
          <p ref={stepText} tabIndex={-1} className={styles.text}>
            {t(`share.consent.${kind}`, { number: target.orderNumber, email: address })}
          </p>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <FormButton onClick={() => goTo('confirm')} disabled={share.isPending}>
              {t('share.back')}
            </FormButton>
            <FormButton variant="primary" onClick={send} disabled={share.isPending} aria-busy={share.isPending}>
              {share.isPending ? t('share.sending') : t('share.send')}
            </FormButton>
          </div>
        </div>
      )}
    </Dialog>
  );
}
