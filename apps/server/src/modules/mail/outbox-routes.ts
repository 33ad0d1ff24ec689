import { ZEnvelope } from '@creatorscope/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../adapters/mail/tables.js';
import type { Deps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { escapeHtml } from './html.js';

const LIMIT = 200;
const LOOPBACK: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/**
 * Host names that can only mean this machine. A page whose own name a DNS-rebinding attacker
 * points at 127.0.0.1 still sends that name, so it is refused.
 */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

/**
 * The outbox holds every sign-in code sent without SMTP, so reading it is signing in as anyone.
 * NODE_ENV defaults to development, so a server started as is may well face the internet: the page
 * answers only a browser on this machine, talking to the server directly (a proxy in front would
 * make every visitor look local, and proxies add a forwarding header).
 */
function assertLocalRequest(request: FastifyRequest): void {
  const isLoopback =
    LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(request.headers.host ?? '');
  const isForwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!isLoopback || isForwarded) {
    throw new AppError('forbidden', 'The dev outbox is only shown to a browser on the server machine');
  }
}

/**
 * Dev-only (registered when DEV_OUTBOX is true, which production refuses): the mail kept by the outbox adapter,
 * newest first, as a page for people and as JSON for tests.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const newest = (to?: string) =>
    deps.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(sql`lower(${mailOutbox.to})`, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(LIMIT);

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    assertLocalRequest(request);
    const rows = await newest();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(rows, deps.mail.kind));
  });

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: ZEnvelope(z.array(ZOutboxMail)) },
      },
    },
    async (request, reply) => {
      assertLocalRequest(request);
      const rows = await newest(request.query.to);
      reply.header('cache-control', 'no-store');
      return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  );
};

type OutboxRow = typeof mailOutbox.$inferSelect;

function outboxPage(rows: OutboxRow[], kind: Deps['mail']['kind']): string {
  const e = escapeHtml;
  const note =
    kind === 'smtp'
      ? '<p class="note">SMTP_URL is set: new mail goes to the SMTP server, not here.</p>'
      : '<p class="note">Mail the server sent without SMTP_URL, newest first. Development only.</p>';
  const items = rows
    .map(
      (row) => `<li>
<h2>${e(row.subject)}</h2>
<p class="meta">To <strong>${e(row.to)}</strong> · <time datetime="${row.createdAt.toISOString()}">${e(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${e(row.text)}</pre>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev outbox | Creatorscope</title>
<style>
body{margin:0;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f3f4f6}
main{max-width:760px;margin:0 auto}
h1{font-size:24px;margin:0 0 4px}
.note{color:#4b5563;margin:0 0 24px}
ol{list-style:none;margin:0;padding:0}
li{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 4px}
.meta{margin:0 0 12px;color:#4b5563;font-size:14px}
pre{white-space:pre-wrap;margin:0;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;background:#f9fafb;padding:12px;border-radius:6px}
</style>
</head>
<body>
<main>
<h1>Dev outbox</h1>
${note}
${rows.length === 0 ? '<p>No mail yet.</p>' : `<ol>\n${items}\n</ol>`}
</main>
</body>
</html>
`;
}
