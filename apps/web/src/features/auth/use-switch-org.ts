import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { queryKeys } from '../../lib/query-keys';
import { switchOrg } from './api';
import { getSession } from './store';

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
