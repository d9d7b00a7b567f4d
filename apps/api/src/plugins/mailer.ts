import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The one way the API sends e-mail (DESIGN.md outside services). */
export default fp<{ config: AppConfig }>(
  async function mailerPlugin(app: FastifyInstance, { config }) {
    app.decorate('mailer', createMailer({ db: app.db, from: config.MAIL_FROM, smtpUrl: config.SMTP_URL }));
  },
  { name: 'mailer', dependencies: ['database'] },
);
