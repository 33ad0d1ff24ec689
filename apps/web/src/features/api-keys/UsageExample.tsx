import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { CopyButton } from '../../ui/CopyField';

/** The body fields of addConversionFromLeads, each with its line of explanation. */
const FIELDS = [
  { name: 'adId', key: 'usage.adId' },
  { name: 'orderId', key: 'usage.orderId' },
  { name: 'value', key: 'usage.value' },
  { name: 'currency', key: 'usage.currency' },
  { name: 'cs_ref', key: 'usage.csRef' },
] as const;

/** The request a brand's server sends for each sale it confirms, ready to copy. */
function exampleRequest(origin: string): string {
  const body = JSON.stringify({
    adId: 'k3v9x2m7q8p1',
    orderId: 'ORDER-1001',
    value: 1499.5,
    currency: 'INR',
    cs_ref: '0190f0e2-1234-7abc-8def-0123456789ab',
  });
  return [
    `curl -X POST ${origin}/api/script/addConversionFromLeads \\`,
    `  -H "Authorization: Bearer $CREATORSCOPE_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body}'`,
  ].join('\n');
}

/** How a key is used: one conversion per confirmed sale, from the brand's server. */
export function UsageExample() {
  const { t } = useTranslation('api-keys');
  const example = exampleRequest(window.location.origin);
  return (
    <Card
      title={t('usage.title')}
      description={t('usage.description')}
      actions={<CopyButton value={example} label={t('usage.copy')} />}
    >
      <div className="flex flex-col gap-4">
        {/* A labelled region, focusable so that its long lines can be scrolled by keyboard. */}
        <section
          // Left to right like the code, so that the scroll starts at the lines' beginnings in Arabic too.
          dir="ltr"
          aria-label={t('usage.codeLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="focus-ring overflow-x-auto rounded-lg border border-border bg-surface-muted"
        >
          <pre className="w-max p-4 font-mono text-text text-xs leading-relaxed">
            <code>{example}</code>
          </pre>
        </section>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {FIELDS.map((field) => (
            <div key={field.name} className="contents">
              <dt>
                <code dir="ltr" className="font-mono text-text text-xs">
                  {field.name}
                </code>
              </dt>
              <dd className="text-text-muted">{t(field.key)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-text-muted">{t('usage.key')}</p>
      </div>
    </Card>
  );
}
