import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { DodoProvider } from './dodo.js';
import type { PaymentProvider } from './port.js';
import { SandboxProvider, type WebhookDelivery } from './sandbox.js';

export type { PaymentProvider } from './port.js';
export { SandboxProvider } from './sandbox.js';

/** Dodo Payments or the offline sandbox, as the configuration chose (production refuses the sandbox unless asked). */
export function createPayments(config: Config, db: Db, deliver: WebhookDelivery): PaymentProvider {
  const secrets = (config.DODO_WEBHOOK_SECRET ?? '').split(/[\s,]+/).filter(Boolean);
  if (config.payments === 'dodo' && config.DODO_API_KEY) {
    return new DodoProvider({
      apiKey: config.DODO_API_KEY,
      baseUrl: config.DODO_BASE_URL,
      webhookSecrets: secrets,
      productIds: config.DODO_PRODUCT_IDS,
    });
  }
  return new SandboxProvider(db, {
    publicUrl: config.publicUrl,
    secret: config.sandboxWebhookSecret,
    acceptedSecrets: secrets,
    deliver,
  });
}
