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

/** A request from the brand's server, as curl, ready to copy. */
function curlOf(origin: string, path: string, body: object): string {
  return [
    `curl -X POST ${origin}/api/script/${path} \\`,
    `  -H "Authorization: Bearer $CREATORSCOPE_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}

const SALE = {
  adId: 'k3v9x2m7q8p1',
  orderId: 'ORDER-1001',
  value: 1499.5,
  currency: 'INR',
  cs_ref: '0190f0e2-1234-7abc-8def-0123456789ab',
};

/** A block of code, left to right like the code in Arabic too, scrollable by keyboard. */
function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <section
      dir="ltr"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="focus-ring overflow-x-auto rounded-lg border border-border bg-surface-muted"
    >
      <pre className="w-max p-4 font-mono text-text text-xs leading-relaxed">
        <code>{code}</code>
      </pre>
    </section>
  );
}

/** How a key is used: one conversion per confirmed sale, from the brand's server, and its refund. */
export function UsageExample() {
  const { t } = useTranslation('api-keys');
  const origin = window.location.origin;
  const example = curlOf(origin, 'addConversionFromLeads', SALE);
  const refund = curlOf(origin, 'refundConversion', { adId: SALE.adId, orderId: SALE.orderId });
  return (
    <Card
      title={t('usage.title')}
      description={t('usage.description')}
      actions={<CopyButton value={example} label={t('usage.copy')} />}
    >
      <div className="flex flex-col gap-4">
        <CodeBlock code={example} label={t('usage.codeLabel')} />
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
        <div className="flex flex-col gap-3 border-border border-t pt-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h3 className="font-medium text-sm text-text">{t('usage.refundTitle')}</h3>
              <p className="text-sm text-text-muted">{t('usage.refundText')}</p>
            </div>
            <CopyButton value={refund} label={t('usage.refundCopy')} />
          </div>
          <CodeBlock code={refund} label={t('usage.refundCodeLabel')} />
        </div>
      </div>
    </Card>
  );
}
