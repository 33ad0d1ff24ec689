/** A finished message: every mail has an HTML and a plain-text body. */
export type Mail = { to: string; subject: string; html: string; text: string };

/** Sends mail; the default keeps it in the dev outbox, SMTP_URL sends it for real. */
export type MailPort = {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
};
