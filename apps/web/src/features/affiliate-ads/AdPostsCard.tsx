import {
  AD_POST_REJECT_REASON_MAX,
  type TAdPost,
  type TAffiliateAd,
  ZRejectAdPostRequest,
} from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { showFormError } from '../../lib/forms/show-form-error';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { Textarea } from '../../ui/Textarea';
import { POST_STATUS_TONES, usePostOutcome } from './AdPostsSubmitCard';
import { useAdPosts, useDecideAdPost } from './use-ad-posts';

type Deciding = { post: TAdPost; outcome: 'approve' | 'reject' };

/**
 * The posts publishers submitted for the ad (it pays post_price per verified post): flagged ones
 * (no disclosure in the caption) first, as they wait for the brand; Write members approve them
 * (paid from the budget) or reject them with a reason the publisher reads.
 */
export function AdPostsCard({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('ad-posts');
  const format = useFormat();
  const adId = ad._id;
  const price = format.money(ad.post_price ?? 0, ad.currency);
  const posts = useAdPosts(adId);
  const canWrite = useSessionStore((state) => Boolean(state.org) && state.org?.permission !== 'Read');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const headingId = `posts-${adId}`;

  const body = () => {
    if (posts.isPending) {
      return (
        <LoadingRegion label={t('brand.loading')} className="gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </LoadingRegion>
      );
    }
    if (posts.isError) {
      return (
        <ErrorState
          title={t('brand.errorTitle')}
          text={t('brand.errorText')}
          onRetry={() => void posts.refetch()}
          isRetrying={posts.isFetching}
        />
      );
    }
    if (posts.data.length === 0) {
      return <EmptyState icon={ImagePlus} title={t('brand.emptyTitle')} text={t('brand.emptyText')} />;
    }
    const sorted = [...posts.data].sort(
      (a, b) => Number(b.status === 'flagged') - Number(a.status === 'flagged'),
    );
    return (
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
        aria-labelledby={headingId}
      >
        {sorted.map((post) => (
          <PostRow
            key={post._id}
            post={post}
            canWrite={canWrite}
            onDecide={(outcome) => setDeciding({ post, outcome })}
          />
        ))}
      </ul>
    );
  };

  return (
    <Card
      title={<span id={headingId}>{t('brand.title')}</span>}
      description={t('brand.description', { price })}
    >
      {body()}
      {deciding?.outcome === 'approve' && (
        <ApproveDialog adId={adId} post={deciding.post} price={price} onClose={() => setDeciding(null)} />
      )}
      {deciding?.outcome === 'reject' && (
        <RejectDialog adId={adId} post={deciding.post} onClose={() => setDeciding(null)} />
      )}
    </Card>
  );
}

function PostRow({
  post,
  canWrite,
  onDecide,
}: {
  post: TAdPost;
  canWrite: boolean;
  onDecide: (outcome: Deciding['outcome']) => void;
}) {
  const { t } = useTranslation('ad-posts');
  const format = useFormat();
  const outcomeOf = usePostOutcome();
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2 text-sm text-text">
          <bdi className="truncate font-medium">{post.publisherName}</bdi>
          <Badge tone={POST_STATUS_TONES[post.status]} hasDot>
            {t(`status.${post.status}`)}
          </Badge>
          <Badge tone={post.hasDisclosure ? 'neutral' : 'warning'}>
            {t(post.hasDisclosure ? 'disclosure.yes' : 'disclosure.no')}
          </Badge>
        </span>
        {post.captionExcerpt && (
          <p dir="auto" className="line-clamp-2 text-text-muted text-xs">
            {post.captionExcerpt}
          </p>
        )}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-text-muted text-xs">
          <span>{t('brand.line', { date: format.date(post.createdAt), outcome: outcomeOf(post) })}</span>
          <a
            href={post.url}
            target="_blank"
            rel="noreferrer noopener"
            className="focus-ring inline-flex items-center gap-1 rounded-sm font-medium text-accent-muted-foreground hover:underline"
          >
            {t('brand.view')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('opensInstagram')}</span>
          </a>
        </span>
      </div>
      {canWrite && post.status === 'flagged' && (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => onDecide('reject')}>
            {t('reject.action')}
          </Button>
          <Button size="sm" onClick={() => onDecide('approve')}>
            {t('approve.action')}
          </Button>
        </div>
      )}
    </li>
  );
}

type DialogProps = { adId: string; post: TAdPost; onClose: () => void };

/** Asks before paying a post that does not disclose the partnership: the brand takes that on. */
function ApproveDialog({ adId, post, price, onClose }: DialogProps & { price: string }) {
  const { t } = useTranslation('ad-posts');
  const { t: tt } = useTranslation();
  const decide = useDecideAdPost(adId);
  const approve = () => {
    if (decide.isPending) return;
    decide.mutate(
      { id: post._id, outcome: 'approve' },
      {
        onSuccess: () => {
          toast.success(t('approve.done'));
          onClose();
        },
        onError: () => toast.error(tt('errors.unexpected')),
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('approve.title')}
      description={t('approve.text', { name: post.publisherName, price })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={approve} isLoading={decide.isPending}>
            {t('approve.action')}
          </Button>
        </>
      }
    />
  );
}

const ZRejectForm = ZRejectAdPostRequest.pick({ reason: true });
type RejectForm = z.input<typeof ZRejectForm>;

/** Rejects a flagged post with the reason the publisher reads; it is never paid. */
function RejectDialog({ adId, post, onClose }: DialogProps) {
  const { t } = useTranslation('ad-posts');
  const { t: tt } = useTranslation();
  const decide = useDecideAdPost(adId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RejectForm, unknown, z.output<typeof ZRejectForm>>({
    resolver: zodResolver(ZRejectForm),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) => {
    if (decide.isPending) return;
    decide.mutate(
      { id: post._id, outcome: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(t('reject.done'));
          onClose();
        },
        onError: (error) =>
          showFormError(error, { setError, fields: ['reason'], unexpectedMessage: tt('errors.unexpected') }),
      },
    );
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('reject.title')}
      description={t('reject.text', { name: post.publisherName })}
      onSubmit={submit}
      submitLabel={t('reject.action')}
      cancelLabel={t('cancel')}
      isPending={decide.isPending}
      submitVariant="danger"
    >
      <Field
        label={t('reject.reason')}
        hint={t('reject.reasonHint')}
        error={errors.reason?.message}
        isRequired
      >
        <Textarea rows={3} maxLength={AD_POST_REJECT_REASON_MAX} {...register('reason')} />
      </Field>
    </FormDialog>
  );
}
