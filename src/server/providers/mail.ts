import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMessage } from './messages';

/**
 * E-mail over SMTP. SMTP_URL like smtp://user:pass@host:587; MAIL_FROM sets the sender.
 * nodemailer is loaded with the first message, not with the server (start-up time).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message: OutgoingMessage) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
