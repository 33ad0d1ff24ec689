import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Textarea } from '../../ui/Textarea';
import { ScriptCheck } from './ScriptCheck';

/** What a shop calls on its order confirmation page, in the ad's currency (code: not translated). */
export const saleCodeOf = (currency: string) =>
  `creatorscope.conversion({ orderId: 'ORDER-1001', value: 1499.0, currency: '${currency}' });`;

/**
 * The one line a brand puts on its site, to copy and to check for (events arrive once it is
 * there), and the call that records a sale.
 */
export function TrackingSnippet({
  snippet,
  adId,
  currency,
}: {
  snippet: string;
  adId: string;
  currency: string;
}) {
  const { t } = useTranslation('marketing');
  const [isCopied, setIsCopied] = useState(false);
  const saleCode = saleCodeOf(currency);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setIsCopied(true);
      toast.success(t('snippet.copied'));
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      toast.error(t('snippet.copyFailed'));
    }
  };
  return (
    <Card
      title={t('snippet.title')}
      description={t('snippet.description')}
      actions={
        <Button variant="secondary" size="sm" onClick={copy}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t('snippet.copy')}
        </Button>
      }
      footer={t('snippet.note')}
    >
      {/* Read-only text: focusable, scrollable and selectable by keyboard, copied whole on focus. */}
      <Textarea
        readOnly
        value={snippet}
        rows={3}
        dir="ltr"
        spellCheck={false}
        aria-label={t('snippet.code')}
        onFocus={(event) => event.currentTarget.select()}
        className="resize-none bg-surface-muted font-mono text-xs"
      />
      <div className="mt-4">
        <ScriptCheck adId={adId} />
      </div>
      <div className="mt-4 space-y-2">
        <h3 className="font-medium text-sm text-text">{t('snippet.salesTitle')}</h3>
        <p className="text-sm text-text-muted">{t('snippet.salesHint')}</p>
        <Textarea
          readOnly
          value={saleCode}
          rows={2}
          dir="ltr"
          spellCheck={false}
          aria-label={t('snippet.salesCode')}
          onFocus={(event) => event.currentTarget.select()}
          className="resize-none bg-surface-muted font-mono text-xs"
        />
      </div>
    </Card>
  );
}
