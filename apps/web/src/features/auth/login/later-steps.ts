import { lazy } from 'react';

// The code and profile steps, like the email step's checks, bring zod, the contracts and the country
// list: the modal opens without them and fetches them once the visitor starts typing.
const loadCodeStep = () => import('./CodeStep');
const loadProfileStep = () => import('./ProfileStep');
export const loadEmailResolvers = () => import('./email-resolvers');

export const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));
export const ProfileStep = lazy(async () => ({ default: (await loadProfileStep()).ProfileStep }));

/** Fetches what the steps after the first keystroke need; cheap to call again. */
export function prefetchLaterSteps(): void {
  void loadEmailResolvers();
  void loadCodeStep();
  void loadProfileStep();
}
