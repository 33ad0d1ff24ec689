// The services the product talks to, played on loopback for the end-to-end tests, then the
// production server wired to them. Playwright starts this as its webServer.
//  - SMTP: a real SMTP server (smtp-server) that keeps every message it receives.
//  - Google: a JWKS endpoint and an issuer of RS256 ID tokens for GOOGLE_CLIENT_ID.
//  - A control API for the tests: GET /mails?to=<email>, POST /google-token {email, sub, name}.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';

const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 3199);
export const GOOGLE_CLIENT_ID = 'creatorscope-e2e.apps.googleusercontent.com';

/** Quoted-printable soft breaks and escapes, enough to read a code out of a text part. */
const decodeQuotedPrintable = (s) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      raw += chunk;
    });
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
      mails.push({ to, subject, raw, text: decodeQuotedPrintable(raw), receivedAt: Date.now() });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };

const readBody = (req) =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body ? JSON.parse(body) : {}));
  });

const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${CONTROL_PORT}`);
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/jwks.json') return json(200, { keys: [jwk] });
  if (url.pathname === '/mails') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    return json(
      200,
      mails.filter((m) => !to || m.to.includes(to)),
    );
  }
  if (url.pathname === '/google-token' && req.method === 'POST') {
    const {
      email,
      sub = randomUUID(),
      name = 'Google User',
      emailVerified = true,
      nonce,
    } = await readBody(req);
    const token = await new SignJWT({
      email,
      email_verified: emailVerified,
      name,
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    return json(200, { token });
  }
  json(404, { error: 'not found' });
});
await new Promise((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));

const app = spawn(process.execPath, ['../apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
    RATE_LIMIT_MAX: '100000',
    // Link clicks name their visitor's address as a proxy would (tests/money.ts visitorAddress):
    // a paying click is one per link per address per hour, whatever the browser.
    TRUST_PROXY: '1',
    // Every test signs its accounts up from this one machine.
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    OTP_CHECKS_PER_IP_PER_HOUR: '100000',
    // auth.spec.ts asks one address for a second code: it waits for this, not the product's 30 s.
    OTP_RESEND_SECONDS: '2',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'Creatorscope <no-reply@creatorscope.test>',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${CONTROL_PORT}/jwks.json`,
    // The operator role of tests/accounts.ts.
    OPERATOR_EMAILS: 'ops@creatorscope.test',
  },
});
const stop = () => {
  app.kill('SIGTERM');
  smtp.close();
  control.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => process.exit(code ?? 0));
