import type { TAdBudgetReturn, TAffiliateAd } from '@creatorscope/contracts';
import { Plus, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { AddFundsDialog } from './AddFundsDialog';
import { useAdBudgetReturn, useAdPaymentReturn, useReturnAdBudget } from './use-ad-budget';

type AdBudgetCardProps = { ad: TAffiliateAd; isAdmin: boolean; canWrite?: boolean };

/**
 * The ad's money from the ledger: what was paid in, what is left and what publishers earned; 'Add funds'
 * for Admins, and the outcome of a payment the marketer just came back from. An ended ad with money
 * left offers it back to the card that paid it (Write or Admin), and shows that return's state.
 */
export function AdBudgetCard({ ad, isAdmin, canWrite = isAdmin }: AdBudgetCardProps) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const [isAdding, setIsAdding] = useState(false);
  const payment = useAdPaymentReturn(ad._id);
  const money = (amount: number) => format.money(amount, ad.currency);
  const isEnded = ad.status === 'ended';
  // The typed budget is the most the ad may spend: once funded up to it, there is nothing to add.
  const isFullyFunded = ad.funding.fundable === 0;
  const budgetReturn = useAdBudgetReturn(ad._id, isEnded);
  const latestReturn = budgetReturn.data?.latest ?? null;
  const isReturning = latestReturn?.status === 'requested';
  const mayReturn = canWrite && isEnded && ad.funding.balance > 0 && !isReturning && budgetReturn.isSuccess;
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <Card
      title={t('detail.budgetTitle')}
      actions={
        mayReturn ? (
          <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
            <Undo2 aria-hidden="true" />
            {t('budget.return')}
          </Button>
        ) : (
          isAdmin &&
          !isEnded &&
          !isFullyFunded && (
            <Button variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
              <Plus aria-hidden="true" />
              {t('budget.add')}
            </Button>
          )
        )
      }
      footer={
        isEnded
          ? t(ad.endedReason === 'budget_spent' ? 'budget.spentOutText' : 'budget.endedText')
          : isFullyFunded && ad.budget !== null
            ? t('budget.fullyFunded', { budget: money(ad.budget) })
            : isAdmin
              ? undefined
              : t('budget.adminsOnly')
      }
    >
      <div className="flex flex-col gap-4">
        <PaymentNotice payment={payment} balance={money(ad.funding.balance)} />
        {latestReturn && <ReturnNotice budgetReturn={latestReturn} />}
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-text-muted">{t('budget.funded')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{money(ad.funding.funded)}</dd>
          </div>
          <div>
            <dt className="text-sm text-text-muted">{t('budget.balance')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{money(ad.funding.balance)}</dd>
          </div>
          <div>
            <dt className="text-sm text-text-muted">{t('budget.spent')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{money(ad.funding.spent)}</dd>
          </div>
        </dl>
        {ad.funding.funded === 0 && <p className="text-sm text-text-muted">{t('budget.empty')}</p>}
      </div>
      {isAdding && <AddFundsDialog ad={ad} onClose={() => setIsAdding(false)} />}
      {isConfirming && (
        <ReturnBudgetDialog
          adId={ad._id}
          balance={money(ad.funding.balance)}
          onClose={() => setIsConfirming(false)}
        />
      )}
    </Card>
  );
}

type PaymentNoticeProps = { payment: ReturnType<typeof useAdPaymentReturn>; balance: string };

/** Confirming, paid (with the new balance) or not paid: the payment the marketer came back from. */
function PaymentNotice({ payment, balance }: PaymentNoticeProps) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const { state, dismiss } = payment;
  if (state.phase === 'idle') return null;
  if (state.phase === 'checking') {
    return (
      <Alert role="status" title={t('budget.checkingTitle')} action={<Spinner />}>
        {t('budget.checkingText')}
      </Alert>
    );
  }
  if (state.phase === 'slow') {
    return (
      <Alert role="status" tone="warning" title={t('budget.slowTitle')}>
        {t('budget.slowText')}
      </Alert>
    );
  }
  const { payment: paid } = state.result;
  const close = (
    <Button variant="ghost" size="icon-sm" aria-label={t('budget.dismiss')} onClick={dismiss}>
      <X aria-hidden="true" />
    </Button>
  );
  if (paid.status === 'succeeded' || paid.status === 'refunded') {
    return (
      <Alert role="status" tone="success" title={t('budget.paidTitle')} action={close}>
        {t('budget.paidText', { amount: format.money(paid.amount, paid.currency), balance })}
      </Alert>
    );
  }
  return (
    <Alert
      role="alert"
      tone="danger"
      title={paid.status === 'cancelled' ? t('budget.cancelledTitle') : t('budget.declinedTitle')}
      action={close}
    >
      <p>{t('budget.notPaidText')}</p>
      {paid.failureReason && (
        <p className="mt-1 text-xs" dir="auto">
          {paid.failureReason}
        </p>
      )}
    </Alert>
  );
}

type ReturnBudgetDialogProps = { adId: string; balance: string; onClose: () => void };

/** Asks before returning what is left: the amount, where it goes, and that the ad spends no more. */
function ReturnBudgetDialog({ adId, balance, onClose }: ReturnBudgetDialogProps) {
  const { t } = useTranslation('marketing');
  const giveBack = useReturnAdBudget(adId);
  return (
    <ConfirmDialog
      title={t('budget.returnTitle')}
      text={t('budget.returnText', { balance })}
      cancelLabel={t('budget.cancel')}
      confirmLabel={t('budget.returnConfirm', { balance })}
      isPending={giveBack.isPending}
      onConfirm={() => {
        if (giveBack.isPending) return;
        giveBack.mutate(undefined, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}

/** Requested (on its way back), returned, or refused by the provider: the latest return of the budget. */
function ReturnNotice({ budgetReturn }: { budgetReturn: TAdBudgetReturn }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const amount = format.money(budgetReturn.amount, budgetReturn.currency);
  if (budgetReturn.status === 'requested') {
    return (
      <Alert role="status" title={t('budget.returningTitle')} action={<Spinner />}>
        {t('budget.returningText', { amount })}
      </Alert>
    );
  }
  if (budgetReturn.status === 'returned') {
    return (
      <Alert role="status" tone="success" title={t('budget.returnedTitle')}>
        {t('budget.returnedText', { amount })}
      </Alert>
    );
  }
  return (
    <Alert role="alert" tone="danger" title={t('budget.returnFailedTitle')}>
      {t('budget.returnFailedText', {
        returned: format.money(budgetReturn.returnedAmount, budgetReturn.currency),
        amount,
      })}
    </Alert>
  );
}
