// What other features may use of plans and billing: the plan gates and the subscription.
export { FeatureGate } from './FeatureGate';
export { FeatureLock, PLANS_PATH } from './FeatureLock';
export { useSubscription } from './use-billing';
