import type { ServerModule } from '../server-module.js';
import { planPurpose, premiumPassPurpose } from './payment-purposes.js';
import { billingModuleRoutes } from './routes.js';

/** The billing module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const billingModule: ServerModule = {
  name: 'billing',
  routes: () => [{ plugin: billingModuleRoutes }],
  paymentPurposes: () => [planPurpose, premiumPassPurpose],
};
