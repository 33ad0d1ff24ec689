import type { TSandboxCheckout } from '@creatorscope/contracts';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/query-client';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useDeclineSandboxCheckout, usePaySandboxCheckout } from './use-sandbox-checkout';

type SandboxCardFormProps = { token: string; testCards: TSandboxCheckout['testCards'] };

/** The card field, the test cards that fill it, and 'Pay' / 'Decline'. */
export function SandboxCardForm({ token, testCards }: SandboxCardFormProps) {
  const { t } = useTranslation('billing');
  const [cardNumber, setCardNumber] = useState('');
  const [cardError, setCardError] = useState<string | undefined>();
  const pay = usePaySandboxCheckout(token);
  const decline = useDeclineSandboxCheckout(token);
  const isBusy = pay.isPending || decline.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!cardNumber.trim()) {
      setCardError(t('sandbox.cardRequired'));
      return;
    }
    setCardError(undefined);
    pay.mutate(cardNumber, {
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.fieldErrors.cardNumber : undefined;
        if (fieldMessage) setCardError(fieldMessage);
        else toast.error(errorMessage(error, () => t('unexpected')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('sandbox.cardNumber')} error={cardError} isRequired>
        <Input
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="4242 4242 4242 4242"
        />
      </Field>
      <div className="flex flex-col gap-2 rounded-lg border border-border border-dashed p-3">
        <p className="font-medium text-text text-xs">{t('sandbox.testCards')}</p>
        <ul className="flex flex-col gap-1.5">
          {testCards.map((card) => (
            <li key={card.number} className="flex items-center justify-between gap-3 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="metric text-text" dir="ltr">
                  {card.number}
                </span>
                <span className="text-text-muted text-xs">
                  {t(card.outcome === 'succeeded' ? 'sandbox.cardSucceeds' : 'sandbox.cardDeclines')}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setCardNumber(card.number)}
                aria-label={t('sandbox.useCard', { number: card.number })}
              >
                {t('sandbox.use')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => decline.mutate()}
          isLoading={decline.isPending}
          disabled={pay.isPending}
        >
          {t('sandbox.decline')}
        </Button>
        <Button type="submit" isLoading={pay.isPending} disabled={decline.isPending}>
          <CreditCard aria-hidden="true" />
          {t('sandbox.pay')}
        </Button>
      </div>
    </form>
  );
}
