import { createPayouts, type PayoutProvider } from '../../adapters/payouts/index.js';
import type { Config } from '../../config.js';

/*
 * The payout provider of an app, made once per configuration from it (the port's index chooses
 * RazorpayX or the sandbox): the payouts module is its only user, so Deps need not carry it.
 */
const providers = new WeakMap<Config, PayoutProvider>();

export function payoutProviderFor(deps: { config: Config }): PayoutProvider {
  let provider = providers.get(deps.config);
  if (!provider) {
    provider = createPayouts(deps.config);
    providers.set(deps.config, provider);
  }
  return provider;
}

/** Tests put a provider of their own (a RazorpayX against a fake server) in place of the configured one. */
export function usePayoutProvider(config: Config, provider: PayoutProvider): void {
  providers.set(config, provider);
}
