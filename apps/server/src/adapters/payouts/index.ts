import type { Config } from '../../config.js';
import type { PayoutProvider } from './port.js';
import { RazorpayXPayouts } from './razorpayx.js';
import { SandboxPayouts } from './sandbox.js';

export {
  BadPayoutSignature,
  type CreatePayoutInput,
  type MethodVerification,
  type PayoutBeneficiary,
  type PayoutDestination,
  type PayoutMode,
  type PayoutProvider,
  PayoutRefused,
  type PayoutWebhookEvent,
  type ProviderPayoutState,
} from './port.js';
export { RazorpayXPayouts } from './razorpayx.js';
export {
  SANDBOX_INVALID_ACCOUNT_SUFFIX,
  SANDBOX_INVALID_UPI_NAME,
  SANDBOX_MISMATCH_ACCOUNT_SUFFIX,
  SANDBOX_MISMATCH_UPI_MARKER,
  SANDBOX_OTHER_HOLDER,
  SandboxPayouts,
} from './sandbox.js';

type PayoutConfig = Pick<
  Config,
  | 'payouts'
  | 'RAZORPAYX_KEY_ID'
  | 'RAZORPAYX_KEY_SECRET'
  | 'RAZORPAYX_ACCOUNT_NUMBER'
  | 'RAZORPAYX_BASE_URL'
  | 'RAZORPAYX_WEBHOOK_SECRET'
  | 'PAYOUTS_SANDBOX_SETTLE_MS'
>;

/** RazorpayX or the offline sandbox, as the configuration chose (production refuses the sandbox unless asked). */
export function createPayouts(config: PayoutConfig): PayoutProvider {
  if (
    config.payouts === 'razorpayx' &&
    config.RAZORPAYX_KEY_ID &&
    config.RAZORPAYX_KEY_SECRET &&
    config.RAZORPAYX_ACCOUNT_NUMBER
  ) {
    return new RazorpayXPayouts({
      keyId: config.RAZORPAYX_KEY_ID,
      keySecret: config.RAZORPAYX_KEY_SECRET,
      accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER,
      baseUrl: config.RAZORPAYX_BASE_URL,
      webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET ?? null,
    });
  }
  return new SandboxPayouts({ settleAfterMs: config.PAYOUTS_SANDBOX_SETTLE_MS });
}
