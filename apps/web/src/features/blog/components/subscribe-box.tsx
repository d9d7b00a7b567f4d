import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSchema } from '@labstore/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notifications';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './subscribe-box.module.css';

type SubscribeForm = z.input<typeof newsletterSchema>;

interface SubscribeBoxProps {
  /** The article page keeps it in view beside the text (spec/02 2.12), hidden on small screens. */
  sticky?: boolean;
}

/**
 * spec/02 2.12, 4.8, 5, 8: "Never miss another article". A bad address is
 * the top message "Please enter a valid email."; once subscribed the form
 * gives way to "Thanks for subscribing to the blog!".
 */
export function SubscribeBox({ sticky = false }: SubscribeBoxProps) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<SubscribeForm>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(
    // A refusal from the server is said by the error bar (http-client), in its words.
    ({ email }) => subscribe.mutate(email),
    () => notify({ type: 'error', message: t('subscribe.invalid') }),
  );

  return (
    <aside className={sticky ? `${styles.box} ${styles.sticky}` : styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('subscribe.heading')}
      </h2>
      {subscribe.isSuccess ? (
        <p className={styles.thanks} role="status">
          {t('subscribe.thanks')}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('subscribe.intro')}</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <TextField
              label={t('subscribe.emailLabel')}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={form.formState.errors.email ? true : undefined}
              {...form.register('email')}
            />
            <SubmitButton pending={subscribe.isPending}>{t('subscribe.submit')}</SubmitButton>
          </form>
        </>
      )}
    </aside>
  );
}
