import nodemailer from 'nodemailer';
import type { MailPort } from './mail.js';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMail(url: string, from: string): MailPort {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
    async close() {
      transport.close();
    },
  };
}
