import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { emailDeliveryJob, smtpTransport } from '../mail/email-delivery';
import { createMailer, EMAIL_JOB, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The one way the API sends e-mail (DESIGN.md outside services): a request
 * logs the message and queues it; a job delivers it over SMTP (issue 10).
 */
export default fp<{ config: AppConfig }>(
  async function mailerPlugin(app: FastifyInstance, { config }) {
    const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined;
    app.jobs.register(EMAIL_JOB, emailDeliveryJob({ db: app.db, transport }));
    app.decorate('mailer', createMailer({ db: app.db, from: config.MAIL_FROM, delivers: transport !== undefined }));
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);
