import { PREMIUM_PASS_PRODUCT_KEY, type TCheckoutToken, type TCreditPackId } from '@creatorscope/contracts';
import { useState } from 'react';
import { useGenerateCreditsToken, useGeneratePlanToken, useGeneratePremiumToken } from './use-billing';

/**
 * 'Generate a token, then go to checkout': creates the payment and sends the browser to the
 * provider's page, which brings it back to the plans page with `?payment=<token>`. The button
 * that started it stays busy until the browser has left.
 */
export function useStartCheckout(orgId: string | null) {
  const plan = useGeneratePlanToken();
  const credits = useGenerateCreditsToken();
  const premium = useGeneratePremiumToken();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const go = (key: string, request: () => Promise<TCheckoutToken>) => {
    if (!orgId || pendingKey) return;
    setPendingKey(key);
    request().then(
      (checkout) => window.location.assign(checkout.checkoutUrl),
      // The failure has been shown as a toast by the query client.
      () => setPendingKey(null),
    );
  };

  return {
    pendingKey,
    buyPlan: (productKey: string) =>
      go(productKey, () => plan.mutateAsync({ organization_id: orgId ?? '', productKey })),
    buyCredits: (packId: TCreditPackId) =>
      go(packId, () => credits.mutateAsync({ organization_id: orgId ?? '', packId })),
    buyPremium: () =>
      go(PREMIUM_PASS_PRODUCT_KEY, () => premium.mutateAsync({ organization_id: orgId ?? '' })),
  };
}
