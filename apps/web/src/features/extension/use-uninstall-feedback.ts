import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { sendUninstallFeedback } from './api';

/** Failures show in the form, so no global toast. */
export function useUninstallFeedback() {
  return useMutation({ mutationFn: sendUninstallFeedback, meta: { silent: true } });
}

/**
 * Reports the uninstall once, as the page opens (spec: the page reports it, feedback or not), and
 * keeps the report's id for the feedback to complete. A failed report stays quiet: the feedback,
 * if any, is then a report of its own.
 */
export function useUninstallReport(organization: string | undefined): string | undefined {
  const [reportId, setReportId] = useState<string>();
  const isSent = useRef(false);
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    sendUninstallFeedback({ isExtensionInstalled: false, ...(organization ? { organization } : {}) })
      .then((answer) => setReportId(answer.reportId))
      .catch(() => {});
  }, [organization]);
  return reportId;
}
