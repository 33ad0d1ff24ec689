import type { ServerModule } from '../server-module.js';
import { onboardingRoutes } from './routes.js';

/** The onboarding module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const onboardingModule: ServerModule = {
  name: 'onboarding',
  routes: () => [{ plugin: onboardingRoutes, prefix: '/api/auth' }],
};
