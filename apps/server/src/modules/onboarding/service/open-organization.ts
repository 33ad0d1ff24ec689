import type { Deps } from '../../../deps.js';
import { openCreditLedger } from '../../credits/index.js';
import { createOrganization } from '../../org/index.js';

/**
 * A new organisation with its first member, an Admin, and its Free plan credits, written in one
 * transaction so that no organisation exists without a balance.
 */
export function openOrganization(
  deps: Pick<Deps, 'db'>,
  input: Parameters<typeof createOrganization>[1],
): Promise<{ id: string; name: string }> {
  return createOrganization(deps, input, openCreditLedger);
}
