import {
  COMPARISON_MAX,
  COMPARISON_MIN,
  CREDIT_PACKS,
  DISCOVERY_TOTAL_CAP,
  getPlan,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  TOP_PERFORMERS_LIMIT,
  TRACK_CREDIT_COST,
  TRENDS_ROLES,
} from '@creatorscope/contracts';
import type { LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { useLanguage } from '../../i18n/use-language';
import { DISCOVERY_PAGE_SIZE } from '../insights';
import { GUIDES, type GuideBlock, type GuideLink } from './guides';

export type GuideTermText = { term: string; description: string };

/** `id` tells the blocks of a guide apart (its first key). */
export type GuideBlockText = { id: string } & (
  | { kind: 'text'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'terms'; items: GuideTermText[] }
);

/** A guide in the reader's language, ready to show and to search. */
export type GuideText = {
  id: string;
  icon: LucideIcon;
  title: string;
  blocks: GuideBlockText[];
  links: GuideLink[];
  /** Everything the guide says, for the search. */
  text: string;
};

/**
 * Every guide written out in the reader's language. Buttons and screens are named as those
 * screens name them (the sign-up tab, 'Default Label', 'Contact Support'), and figures come from
 * the contracts, so a guide changes when the product does.
 */
export function useGuides(): GuideText[] {
  const { t } = useTranslation([
    'docs',
    'translation',
    'insights',
    'creators',
    'bookmarks',
    'reports',
    'billing',
    'support',
  ]);
  const { dateLocale } = useLanguage();
  const format = useFormat();

  return useMemo(() => {
    const or = new Intl.ListFormat(dateLocale, { type: 'disjunction' });
    const freePlan = getPlan('free');
    const creatorPlan = getPlan('creator');
    const values: Record<string, string> = {
      signUp: t('auth.signUp'),
      signIn: t('auth.signIn'),
      codeLength: format.whole(OTP_LENGTH),
      codeMinutes: format.whole(OTP_TTL_SECONDS / 60),
      profileTitle: t('onboarding.title'),
      roles: or.format(TRENDS_ROLES.map((role) => t(`roles.${role}`))),
      getStarted: t('onboarding.submit'),
      admin: t('team.permissions.Admin'),
      read: t('team.permissions.Read'),
      discoverTitle: t('insights:discover.title'),
      filters: t('insights:filters.title'),
      pageSize: format.whole(DISCOVERY_PAGE_SIZE),
      cap: format.whole(DISCOVERY_TOTAL_CAP),
      capped: t('insights:table.totalCapped', { total: format.whole(DISCOVERY_TOTAL_CAP) }),
      compareMin: format.whole(COMPARISON_MIN),
      compareMax: format.whole(COMPARISON_MAX),
      compare: t('insights:discover.compare'),
      compareWith: t('insights:creator.compareWith'),
      creatorsTitle: t('creators:title'),
      analyse: t('creators:analyse.submit'),
      cost: format.whole(TRACK_CREDIT_COST),
      bookmarksTitle: t('bookmarks:title'),
      save: t('bookmarks:save.button'),
      defaultLabel: t('bookmarks:defaultLabel'),
      manageLabels: t('bookmarks:labels.manage'),
      share: t('reports:share.button'),
      savedLinks: t('reports:links.title'),
      newRequirement: t('reports:requirements.new'),
      topLimit: format.whole(TOP_PERFORMERS_LIMIT),
      freePlan: t('billing:plans.free.title'),
      freeCredits: format.whole(freePlan.credits ?? 0),
      creatorPlan: t('billing:plans.creator.title'),
      creatorDiscount: format.share(creatorPlan.discount.forCreators / 100),
      packs: or.format(CREDIT_PACKS.map((pack) => format.whole(pack.credits))),
      remainingCredits: t('header.remainingCredits'),
      requestCredits: t('billing:credits.request'),
      creditsHistory: t('billing:ledger.title'),
      transactions: t('billing:payments.title'),
      downloadReceipt: t('billing:payments.download'),
      teamTitle: t('team.title'),
      contactSupport: t('support:open'),
    };
    const say = (key: string, extra: Readonly<Record<string, number>> = {}) =>
      t(key, {
        ...values,
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, format.whole(v)])),
      });

    const blockText = (block: GuideBlock): GuideBlockText => {
      switch (block.kind) {
        case 'text':
          return { id: block.key, kind: 'text', text: say(block.key) };
        case 'steps':
          return { id: block.keys.join(), kind: 'steps', items: block.keys.map((key) => say(key)) };
        case 'terms':
          return {
            id: block.terms.map((term) => term.term).join(),
            kind: 'terms',
            items: block.terms.map((term) => ({
              term: say(term.term),
              description: say(term.description, term.values),
            })),
          };
      }
    };

    return GUIDES.map((guide) => {
      const title = say(guide.title);
      const blocks = guide.blocks.map(blockText);
      const links = guide.links.map((link) => ({ to: link.to, label: say(link.label) }));
      const words = blocks.flatMap((block) =>
        block.kind === 'text'
          ? [block.text]
          : block.kind === 'steps'
            ? block.items
            : block.items.flatMap((item) => [item.term, item.description]),
      );
      return {
        id: guide.id,
        icon: guide.icon,
        title,
        blocks,
        links,
        text: [...words, ...links.map((link) => link.label)].join('\n'),
      };
    });
  }, [t, dateLocale, format]);
}
