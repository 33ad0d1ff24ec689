import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../adapters/mail/tables.js';
import { buildTestApp, call } from '../../test/app.js';
import { newEmail } from '../../test/auth.js';
import { otpCodes } from './tables.js';

type Received = { from: string; to: string[]; raw: string };

/** Quoted-printable soft breaks and escapes, enough to read a code and a subject out of a message. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('sign-in codes over SMTP', () => {
  let smtp: SMTPServer;
  let app: FastifyInstance;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A mailbox that does not exist, for the failure case.
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('bounce-') ? new Error('550 No such user') : undefined);
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Creatorscope <no-reply@creatorscope.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the code by SMTP, as HTML and text, and the delivered code signs the user in', async () => {
    const email = newEmail('smtp');
    const sent = await call(app, '/auth/signup', { email, name: 'Mail Reader' });
    expect(sent.statusCode).toBe(200);

    const message = received.find((m) => m.to.includes(email));
    if (!message) throw new Error('no message reached the SMTP server');
    expect(message.from).toBe('no-reply@creatorscope.test');
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toMatch(/Content-Type: text\/plain/i);
    expect(decoded).toMatch(/Content-Type: text\/html/i);
    const textPart =
      decoded.split(/Content-Type: text\/plain/i)[1]?.split(/Content-Type: text\/html/i)[0] ?? '';
    const code = /^\s*(\d{6})\s*$/m.exec(textPart)?.[1];
    if (!code) throw new Error('no code in the delivered text part');

    // SMTP is the only way out: nothing lands in the dev outbox.
    expect(await app.deps.db.select().from(mailOutbox)).toEqual([]);

    const verified = await call<{ data: { email: string; name: string } }>(app, '/auth/verify-otp', {
      email,
      otp: code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.data.data).toMatchObject({ email, name: 'Mail Reader' });
  });

  it('answers 503 when the mail cannot be sent, and the failed send does not count', async () => {
    const email = newEmail('bounce');
    const res = await call(app, '/auth/login', { email });
    expect(res.statusCode).toBe(503);
    expect(res.body.message).toBe('We could not send the code right now: please try again in a minute');
    expect(await app.deps.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
  });
});
