import { useMemo } from 'react';
import type { NavGroup } from '../../app/nav';
import { navGroupsFor } from '../../routes/nav';
import { useMe } from '../auth';

/**
 * The menu for the signed-in organisation: its role orders the sections (its own first, never
 * hiding one), and the operators' section is there for operators only.
 */
export function useNavGroups(): readonly NavGroup[] {
  const me = useMe().data;
  const role = me?.org?.trendsRole ?? null;
  const isOperator = Boolean(me?.isOperator);
  return useMemo(() => navGroupsFor(role, isOperator), [role, isOperator]);
}
