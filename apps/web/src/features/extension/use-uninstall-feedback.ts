import { useMutation } from '@tanstack/react-query';
import { sendUninstallFeedback } from './api';

/** Failures show in the form, so no global toast. */
export function useUninstallFeedback() {
  return useMutation({ mutationFn: sendUninstallFeedback, meta: { silent: true } });
}
