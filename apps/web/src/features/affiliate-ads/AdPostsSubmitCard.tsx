import { type TAdPost, type TPublicAd, ZSubmitAdPostRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, ImagePlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useFormat } from '../../app/use-format';
import { showFormError } from '../../lib/forms/show-form-error';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { useMyAdPosts, useSubmitAdPost } from './use-ad-posts';

const ZPostForm = ZSubmitAdPostRequest.pick({ url: true });
/** The shape of a post's link: the same in every language. */
const POST_URL_EXAMPLE = 'https://www.instagram.com/p/…';
type PostForm = z.input<typeof ZPostForm>;

export const POST_STATUS_TONES: Readonly<Record<TAdPost['status'], BadgeTone>> = {
  verified: 'success',
  flagged: 'warning',
  rejected: 'danger',
};

/** What a post's outcome is, in a few words: what it earned, why not, or what it waits for. */
export function usePostOutcome() {
  const { t } = useTranslation('ad-posts');
  const format = useFormat();
  return (post: TAdPost): string => {
    if (post.status === 'rejected') return t('outcome.rejected', { reason: post.rejectionReason ?? '' });
    if (post.status === 'flagged') return t('outcome.flagged');
    if (post.paid !== null) return t('outcome.paid', { amount: format.money(post.paid, post.currency) });
    return t(`outcome.${post.unpaidReason ?? 'budget'}`);
  };
}

/**
 * On the join page of an ad the publisher joined, when the ad pays for posts: the link of their
 * Instagram post goes in, is checked on their own handle, and is paid at once when its caption
 * discloses the partnership (else the brand reviews it); below, what they submitted and how it went.
 */
export function AdPostsSubmitCard({ ad }: { ad: TPublicAd }) {
  const { t } = useTranslation('ad-posts');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const submitPost = useSubmitAdPost(ad.publicId);
  const outcomeOf = usePostOutcome();
  const isOpen = ad.status === 'active';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PostForm, unknown, z.output<typeof ZPostForm>>({
    resolver: zodResolver(ZPostForm),
    defaultValues: { url: '' },
  });

  const submit = handleSubmit(({ url }) => {
    if (submitPost.isPending) return;
    submitPost.mutate(url, {
      onSuccess: (post) => {
        const outcome = outcomeOf(post);
        if (post.status === 'verified' && post.paid !== null) toast.success(outcome);
        else toast.info(outcome);
        reset({ url: '' });
      },
      onError: (error) =>
        showFormError(error, { setError, fields: ['url'], unexpectedMessage: tt('errors.unexpected') }),
    });
  });

  const price = ad.post_price === null ? '' : format.money(ad.post_price, ad.currency);
  return (
    <Card
      title={t('publisher.title')}
      description={
        ad.post_limit === null
          ? t('publisher.description', { price })
          : t('publisher.descriptionLimit', { price, limit: format.whole(ad.post_limit) })
      }
    >
      <div className="flex flex-col gap-5">
        {isOpen ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field
              label={t('publisher.urlLabel')}
              hint={t('publisher.disclosureHint')}
              error={errors.url?.message}
              isRequired
              className="min-w-0 flex-1"
            >
              <Input
                type="url"
                dir="ltr"
                inputMode="url"
                autoComplete="off"
                placeholder={POST_URL_EXAMPLE}
                {...register('url')}
              />
            </Field>
            <Button type="submit" isLoading={submitPost.isPending} className="sm:mt-6">
              {t('publisher.submit')}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-text-muted">{t('publisher.closed')}</p>
        )}
        <MyPosts publicId={ad.publicId} />
      </div>
    </Card>
  );
}

function MyPosts({ publicId }: { publicId: string }) {
  const { t } = useTranslation('ad-posts');
  const format = useFormat();
  const posts = useMyAdPosts(publicId);
  const outcomeOf = usePostOutcome();
  const headingId = `my-posts-${publicId}`;

  const body = () => {
    if (posts.isPending) {
      return (
        <LoadingRegion label={t('publisher.loading')} className="gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </LoadingRegion>
      );
    }
    if (posts.isError) {
      return (
        <ErrorState
          title={t('publisher.errorTitle')}
          text={t('publisher.errorText')}
          onRetry={() => void posts.refetch()}
          isRetrying={posts.isFetching}
        />
      );
    }
    if (posts.data.length === 0) {
      return (
        <EmptyState icon={ImagePlus} title={t('publisher.emptyTitle')} text={t('publisher.emptyText')} />
      );
    }
    return (
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
        aria-labelledby={headingId}
      >
        {posts.data.map((post) => (
          <li key={post._id} className="flex flex-col gap-1 px-3 py-2">
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <a
                href={post.url}
                target="_blank"
                rel="noreferrer noopener"
                className="focus-ring inline-flex min-w-0 items-center gap-1 rounded-sm font-medium text-accent-muted-foreground hover:underline"
              >
                <bdi dir="ltr" className="truncate">
                  {post.shortcode}
                </bdi>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">{t('opensInstagram')}</span>
              </a>
              <Badge tone={POST_STATUS_TONES[post.status]} hasDot>
                {t(`status.${post.status}`)}
              </Badge>
            </span>
            <span className="text-text-muted text-xs">
              {t('publisher.line', { date: format.date(post.createdAt), outcome: outcomeOf(post) })}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium text-sm text-text">
        {t('publisher.listTitle')}
      </h3>
      {body()}
    </div>
  );
}
