/** The test's side of support/outside-world.mjs: mail it received, Google tokens it signs. */
const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 3199}`;

type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: number };

/** The newest mail to `email` received after `since`, waiting for it to arrive. */
export async function waitForMail(email: string, since = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${CONTROL}/mails?to=${encodeURIComponent(email)}`);
    const mails = ((await res.json()) as ReceivedMail[]).filter((m) => m.receivedAt >= since);
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
}

/** The six-digit code of a sign-in mail (from its text part, not the HTML's colours). */
export function codeFrom(mail: ReceivedMail): string {
  const plain = mail.text.split(/Content-Type: text\/html/i)[0] ?? mail.text;
  const code = /\b(\d{6})\b/.exec(plain.split(/Content-Type: text\/plain/i)[1] ?? plain)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.subject}`);
  return code;
}

/** A link to this app found in a mail (an invitation, say). */
export function linkFrom(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.subject}`);
  return match[0].replace(/&amp;/g, '&');
}

/** An ID token for GOOGLE_CLIENT_ID, signed by the test's own key, carrying the attempt's nonce. */
export async function googleIdToken(email: string, name: string, nonce: string): Promise<string> {
  const res = await fetch(`${CONTROL}/google-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, nonce }),
  });
  return ((await res.json()) as { token: string }).token;
}
