import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
// Not sonner's own toast: the shell imports this feature's index.ts, and sonner would join the first download.
import { toast } from '../../ui/toast';
import { switchOrg } from './api';

/** Makes another of the user's organisations the current one; everything on screen is refetched. */
export function useSwitchOrg() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOrg,
    onSuccess: async (me) => {
      getSession().setMe(me);
      queryClient.setQueryData(queryKeys.auth.me(), me);
      await queryClient.invalidateQueries();
      if (me.org) toast.success(t('header.switchedOrg', { name: me.org.name }));
    },
  });
}
