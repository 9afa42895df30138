import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMessage } from './messages';

/** E-mail over SMTP. SMTP_URL like smtp://user:pass@host:587; MAIL_FROM sets the sender. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: OutgoingMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
