import type { Transporter } from 'nodemailer';
import type { MailPort } from './mail.js';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMail(url: string, from: string): MailPort {
  // nodemailer is loaded with the first mail (some 10 MB resident), not by every server that starts;
  // a transport connects on its first send either way.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url, { from }),
    );
    return transport;
  };
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transportOf()).sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    async close() {
      (await transport)?.close();
    },
  };
}
