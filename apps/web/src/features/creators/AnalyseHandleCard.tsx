import { TRACK_CREDIT_COST, type TTrackingQuota } from '@creatorscope/contracts';
import { Compass, ScanSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { handlesLeft, trackErrorOf } from './track-error';
import { useTrackCreator } from './use-tracked-creators';

/** The empty list's button focuses the input by this id. */
export const ANALYSE_INPUT_ID = 'analyse-handle';

type AnalyseHandleCardProps = {
  orgId: string;
  /** Unknown while the list loads. */
  quota: TTrackingQuota | undefined;
};

/** 'Analyse a handle': what it costs, what is left, and why it was refused when it is. */
export function AnalyseHandleCard({ orgId, quota }: AnalyseHandleCardProps) {
  const { t } = useTranslation('creators');
  const format = useFormat();
  const [handle, setHandle] = useState('');
  const track = useTrackCreator();
  const error = trackErrorOf(track.error);
  const left = quota ? handlesLeft(quota) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (track.isPending) return;
    track.mutate(
      { orgId, handle },
      {
        onSuccess: (result) => {
          setHandle('');
          toast.success(
            t(result.charged ? 'analyse.tracked' : 'analyse.alreadyTracked', {
              handle: result.tracked.handle,
            }),
          );
        },
      },
    );
  };

  const cost =
    left === undefined
      ? t('analyse.costOnly', { cost: TRACK_CREDIT_COST })
      : left === null
        ? t('analyse.costUnlimited', { cost: TRACK_CREDIT_COST, credits: quota?.creditsBalance ?? 0 })
        : t('analyse.cost', {
            cost: TRACK_CREDIT_COST,
            left,
            limit: quota?.handlesLimit ?? 0,
            credits: quota?.creditsBalance ?? 0,
          });

  return (
    <Card
      title={t('analyse.title')}
      description={t('analyse.description')}
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link to="/insights/discover">
            <Compass aria-hidden="true" />
            {t('discover')}
          </Link>
        </Button>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Field
            label={t('analyse.label')}
            isLabelHidden
            id={ANALYSE_INPUT_ID}
            hint={cost}
            error={error?.kind === 'message' ? error.message : undefined}
            className="min-w-0 flex-1"
          >
            <Input
              value={handle}
              onChange={(event) => setHandle(event.target.value)}
              placeholder={t('analyse.placeholder')}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
            />
          </Field>
          <Button type="submit" isLoading={track.isPending} disabled={!handle.trim()}>
            {!track.isPending && <ScanSearch aria-hidden="true" />}
            {t('analyse.submit')}
          </Button>
        </div>
        {error?.kind === 'limit' && (
          <Alert
            tone="warning"
            role="alert"
            title={t(error.limit.limit === 'quota' ? 'limit.quotaTitle' : 'limit.creditsTitle')}
            action={
              <Button asChild size="sm">
                <Link to={error.limit.upgradePath}>{t('limit.seePlans')}</Link>
              </Button>
            }
          >
            {error.limit.limit === 'quota'
              ? t('limit.quotaText', {
                  used: format.whole(error.limit.handlesUsed),
                  limit: format.whole(error.limit.handlesLimit ?? 0),
                })
              : t('limit.creditsText')}
          </Alert>
        )}
        {error?.kind === 'unexpected' && <Alert tone="danger" role="alert" title={t('analyse.failed')} />}
      </form>
    </Card>
  );
}
