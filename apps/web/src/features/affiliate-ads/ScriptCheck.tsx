import type { TScriptCheck, TScriptCheckError } from '@creatorscope/contracts';
import { ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useScriptCheck } from './use-script-check';

/** The key under scriptCheck.errors of each reason a page could not be checked. */
const ERROR_KEYS: Readonly<Record<TScriptCheckError, string>> = {
  no_url: 'noUrl',
  bad_url: 'badUrl',
  dns_failed: 'dnsFailed',
  blocked_address: 'blockedAddress',
  connection_failed: 'connectionFailed',
  tls_failed: 'tlsFailed',
  timeout: 'timeout',
  redirect_other_host: 'redirectOtherHost',
  too_many_redirects: 'tooManyRedirects',
  http_error: 'httpError',
  not_html: 'notHtml',
  too_large: 'tooLarge',
};

type Outcome = { tone: 'success' | 'warning' | 'danger'; title: string; text: string };

/** What a check found, in words: installed, not on the page, or why the page could not be read. */
function useOutcome(check: TScriptCheck): Outcome {
  const { t } = useTranslation('marketing');
  const url = check.url ?? '';
  if (check.installed)
    return {
      tone: 'success',
      title: t('scriptCheck.installed'),
      text: t('scriptCheck.installedText', { url }),
    };
  if (check.error === undefined) {
    return {
      tone: 'warning',
      title: t('scriptCheck.notFound'),
      text: t('scriptCheck.notFoundText', { url }),
    };
  }
  const text = t(`scriptCheck.errors.${ERROR_KEYS[check.error]}`, { status: check.httpStatus ?? '', url });
  // A page that was read but had no snippet in its first megabyte is a "not found" with a reason.
  return check.error === 'too_large'
    ? { tone: 'warning', title: t('scriptCheck.notFound'), text }
    : { tone: 'danger', title: t('scriptCheck.unreachable'), text };
}

function CheckResult({ check }: { check: TScriptCheck }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const outcome = useOutcome(check);
  return (
    <Alert tone={outcome.tone} title={outcome.title}>
      <p className="break-words">{outcome.text}</p>
      <p className="mt-1">
        {check.lastEventAt ? (
          <time dateTime={check.lastEventAt} title={format.dateTime(check.lastEventAt)}>
            {t('scriptCheck.lastEvent', { time: format.ago(check.lastEventAt) })}
          </time>
        ) : (
          t('scriptCheck.noEvents')
        )}
      </p>
      {!check.installed && check.lastEventAt && <p className="mt-1">{t('scriptCheck.tagManager')}</p>}
    </Alert>
  );
}

/** "Check installation": the server fetches the ad's site and says whether the snippet is there. */
export function ScriptCheck({ adId }: { adId: string }) {
  const { t } = useTranslation('marketing');
  const orgId = useSessionStore((state) => state.org?._id ?? '');
  const check = useScriptCheck(orgId, adId);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => check.mutate()} isLoading={check.isPending}>
          {!check.isPending && <ScanSearch aria-hidden="true" />}
          {check.data ? t('scriptCheck.checkAgain') : t('scriptCheck.check')}
        </Button>
        <p className="text-sm text-text-muted">{t('scriptCheck.hint')}</p>
      </div>
      {/* Announced when a result (or a failure) arrives. */}
      <div aria-live="polite" aria-busy={check.isPending}>
        {check.isPending && <p className="sr-only">{t('scriptCheck.checking')}</p>}
        {!check.isPending && check.data && <CheckResult check={check.data} />}
        {!check.isPending && check.isError && <Alert tone="danger" title={t('scriptCheck.failed')} />}
      </div>
    </div>
  );
}
