import '../i18n';
import { SUPPORT_CONTACT, SUPPORT_HOURS, SUPPORT_TOPICS, supportMessageSchema, type SupportMessage, type SupportMessageInput } from '@labstore/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton, SelectField, SelectOptions, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form-controls';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-error';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { domainResolver } from '../../../lib/domain-resolver';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { useSendSupportMessage } from '../api/send-support-message';
import styles from './support-dialog.module.css';
import { useFormats } from '../../../lib/formats';

/** Who is signed in, to fill the form in for them; the app composes it from the session and profile features. */
export interface SupportSender {
  email?: string | undefined;
  readName?: (() => Promise<string | undefined>) | undefined;
}

type SupportFormValues = Required<Omit<SupportMessageInput, 'topic'>> & { topic: SupportMessageInput['topic'] | '' };

/**
 * spec/01 1, 2.2 Contact Support: the help widget that the notification
 * bar's Contact Support button (spec/02 2.9), checkout and the Need Help
 * boxes open. The spec's live chat does not exist; a message form stands in
 * its place and reaches the support mailbox, answered in the hours the spec
 * gives live chat (issue 16). Phone and e-mail follow with their hours.
 */
export default function SupportDialog({ sender }: { sender: SupportSender }) {
  const { t } = useTranslation('support');
  const format = useFormats();
  const topic = useDialogContext('support')?.topic;
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Dialog open onClose={closeDialog} title={t('title')} size="small">
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.message} aria-labelledby="support-message-heading">
        <h3 id="support-message-heading" className={styles.heading}>
          <ChatIcon className={styles.icon} />
          {sentTo ? t('sent.heading') : t('form.heading')}
        </h3>
        {sentTo ? (
          <div className={styles.sent} role="status">
            <p className={styles.hours}>{t('sent.text', { hours: format.supportHours(SUPPORT_HOURS.message), email: sentTo })}</p>
            <FormButton onClick={() => setSentTo(null)}>{t('sent.another')}</FormButton>
          </div>
        ) : (
          <>
            <p className={styles.hours}>{t('form.hours', { hours: format.supportHours(SUPPORT_HOURS.message) })}</p>
            <SupportMessageForm sender={sender} topic={topic} onSent={setSentTo} />
          </>
        )}
      </section>
      <ul className={styles.channels}>
        <li>
          <PhoneIcon className={styles.icon} />
          <div>
            <a className={styles.name} href={SUPPORT_CONTACT.phoneHref}>
              {t('phone')}: {SUPPORT_CONTACT.phone}
            </a>
            <p className={styles.hours}>{format.supportHours(SUPPORT_HOURS.phone)}</p>
          </div>
        </li>
        <li>
          <MailIcon className={styles.icon} />
          <div>
            <a className={styles.name} href={`mailto:${SUPPORT_CONTACT.email}`}>
              {t('email')}: {SUPPORT_CONTACT.email}
            </a>
            <p className={styles.hours}>{format.supportHours(SUPPORT_HOURS.email)}</p>
          </div>
        </li>
      </ul>
    </Dialog>
  );
}

function SupportMessageForm({ sender, topic, onSent }: { sender: SupportSender; topic: SupportMessage['topic'] | undefined; onSent: (email: string) => void }) {
  const { t } = useTranslation('support');
  const message = useMessageText();
  const send = useSendSupportMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SupportFormValues, unknown, SupportMessage>({
    resolver: domainResolver<SupportFormValues, SupportMessage>(supportMessageSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: sender.email ?? '', topic: topic ?? '', message: '', website: '' },
  });
  const errors = form.formState.errors;

  // A signed-in customer's name comes from their profile, when it arrives and the field is still empty.
  const { readName } = sender;
  useEffect(() => {
    let current = true;
    void readName?.().then((name) => {
      if (current && name && form.getValues('name') === '') form.setValue('name', name);
    });
    return () => {
      current = false;
    };
  }, [readName, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      setFailure(message(error instanceof ApiError ? error.message : undefined) ?? t('form.send'));
      return;
    }
    onSent(values.email);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('form.name')} required autoComplete="name" error={message(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('form.email')} required type="email" autoComplete="email" error={message(errors.email?.message)} {...form.register('email')} />
      <SelectField label={t('form.topic')} required error={message(errors.topic?.message)} {...form.register('topic')}>
        <SelectOptions empty={t('form.chooseTopic')} emptyIsChoice={false} options={SUPPORT_TOPICS.map((value) => ({ value, label: t(`form.topics.${value}`) }))} />
      </SelectField>
      <TextAreaField label={t('form.message')} required rows={6} error={message(errors.message?.message)} {...form.register('message')} />
      {/* Against bots: a field people neither see nor hear; one that fills it is answered, and nothing is sent. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('form.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton pending={send.isPending}>{t('form.send')}</SubmitButton>
      </div>
    </form>
  );
}
