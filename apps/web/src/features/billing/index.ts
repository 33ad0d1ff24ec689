// What other features may use of plans and billing: the plan gates, the subscription and the
// return from a checkout (for features that sell through payments, like an ad's budget).
export { FeatureGate } from './FeatureGate';
export { FeatureLock, PLANS_PATH } from './FeatureLock';
export { useSubscription } from './use-billing';
export { type CheckPaymentStatus, type PaymentReturn, usePaymentReturn } from './use-payment-return';
