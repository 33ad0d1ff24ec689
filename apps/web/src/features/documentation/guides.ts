import { METRIC_IDS, PLANS, TOP_PERFORMER_GOALS, type TTeamPermission } from '@creatorscope/contracts';
import {
  Bookmark,
  ChartColumnBig,
  Compass,
  CreditCard,
  GitCompareArrows,
  Link2,
  type LucideIcon,
  Rocket,
  Trophy,
  UserRoundSearch,
  UsersRound,
} from 'lucide-react';
import { formulaKey } from '../../shared/creator-report/metric-definitions';

/*
 * The help centre's guides, in reading order. Every text is an i18next key: in the 'docs'
 * namespace unless it names another ('insights:metrics.followers'), so that a metric, a goal or a
 * permission reads here exactly as the screen that shows it words it.
 */

/** Numbers a text is filled in with; the page writes them the reader's way. */
type GuideValues = Readonly<Record<string, number>>;

/** A name and what it means: a metric and its formula, a goal and what it favours. */
export type GuideTerm = { term: string; description: string; values?: GuideValues };

export type GuideBlock =
  | { kind: 'text'; key: string }
  | { kind: 'steps'; keys: readonly string[] }
  | { kind: 'terms'; terms: readonly GuideTerm[] };

export type GuideLink = { to: string; label: string };

type Guide = {
  /** The section's anchor: /apps/documentation#saved-links. */
  id: string;
  title: string;
  icon: LucideIcon;
  blocks: readonly GuideBlock[];
  /** The screens the guide explains. */
  links: readonly GuideLink[];
};

const text = (key: string): GuideBlock => ({ kind: 'text', key });
const steps = (...keys: string[]): GuideBlock => ({ kind: 'steps', keys });

/** Every figure of a creator's report with the formula the report shows beside it, then the tier. */
const METRIC_TERMS: GuideTerm[] = [
  ...METRIC_IDS.map((id) => {
    const formula = formulaKey(id);
    return {
      term: `insights:metrics.${id}`,
      description: `insights:${formula.key}`,
      ...(formula.values ? { values: formula.values } : {}),
    };
  }),
  { term: 'insights:table.tier', description: 'insights:formulas.tier' },
];

const GOAL_TERMS: GuideTerm[] = TOP_PERFORMER_GOALS.map((goal) => ({
  term: `reports:goals.${goal}`,
  description: `reports:goalHints.${goal}`,
}));

/** From the most to the least a member may do. */
const PERMISSIONS: readonly TTeamPermission[] = ['Admin', 'Write', 'Read'];
const PERMISSION_TERMS: GuideTerm[] = PERMISSIONS.map((permission) => ({
  term: `team.permissions.${permission}`,
  description: `team.permissionHints.${permission}`,
}));

/** Each plan's handle quota and credits, from the plans themselves; Custom is agreed per contract. */
const PLAN_TERMS: GuideTerm[] = PLANS.map((plan) =>
  plan.handlesLimit === null || plan.credits === null
    ? { term: `billing:plans.${plan.id}.title`, description: 'billing:table.handlesCustom' }
    : {
        term: `billing:plans.${plan.id}.title`,
        description: 'guides.billing.planQuota',
        values: { handles: plan.handlesLimit, credits: plan.credits },
      },
);

export const GUIDES: readonly Guide[] = [
  {
    id: 'getting-started',
    title: 'guides.start.title',
    icon: Rocket,
    blocks: [
      steps('guides.start.signIn', 'guides.start.google', 'guides.start.profile'),
      text('guides.start.join'),
      text('guides.start.extension'),
    ],
    links: [{ to: '/', label: 'guides.start.link' }],
  },
  {
    id: 'discovering-creators',
    title: 'guides.discover.title',
    icon: Compass,
    blocks: [text('guides.discover.filters'), text('guides.discover.sorting'), text('guides.discover.url')],
    links: [{ to: '/insights/discover', label: 'guides.discover.link' }],
  },
  {
    id: 'creator-reports',
    title: 'guides.reports.title',
    icon: ChartColumnBig,
    blocks: [
      text('guides.reports.contents'),
      text('guides.reports.source'),
      text('guides.reports.metrics'),
      { kind: 'terms', terms: METRIC_TERMS },
    ],
    links: [{ to: '/insights/discover', label: 'guides.reports.link' }],
  },
  {
    id: 'tracking-creators',
    title: 'guides.track.title',
    icon: UserRoundSearch,
    blocks: [
      steps('guides.track.analyse', 'guides.track.cost', 'guides.track.refresh'),
      text('guides.track.alerts'),
      text('guides.track.remove'),
    ],
    links: [{ to: '/insights/creators', label: 'guides.track.link' }],
  },
  {
    id: 'comparing-creators',
    title: 'guides.compare.title',
    icon: GitCompareArrows,
    blocks: [text('guides.compare.choose'), text('guides.compare.best'), text('guides.compare.share')],
    links: [{ to: '/insights/compare', label: 'guides.compare.link' }],
  },
  {
    id: 'bookmarks-and-labels',
    title: 'guides.bookmarks.title',
    icon: Bookmark,
    blocks: [
      steps('guides.bookmarks.copy', 'guides.bookmarks.paste', 'guides.bookmarks.label'),
      text('guides.bookmarks.toggle'),
      text('guides.bookmarks.labels'),
      text('guides.bookmarks.filter'),
    ],
    links: [{ to: '/insights/bookmarks', label: 'guides.bookmarks.link' }],
  },
  {
    id: 'saved-links',
    title: 'guides.links.title',
    icon: Link2,
    blocks: [text('guides.links.create'), text('guides.links.manage'), text('guides.links.permission')],
    links: [{ to: '/insights/saved-links', label: 'guides.links.link' }],
  },
  {
    id: 'top-performers',
    title: 'guides.top.title',
    icon: Trophy,
    blocks: [
      text('guides.top.create'),
      text('guides.top.rank'),
      { kind: 'terms', terms: GOAL_TERMS },
      // The form's own hint, beside the field's name: the budget's floor and how far over it may go.
      {
        kind: 'terms',
        terms: [
          { term: 'reports:requirements.form.budget', description: 'reports:requirements.form.budgetHint' },
        ],
      },
    ],
    links: [{ to: '/insights/top-performers/requirements', label: 'guides.top.link' }],
  },
  {
    id: 'plans-and-billing',
    title: 'guides.billing.title',
    icon: CreditCard,
    blocks: [
      text('guides.billing.plans'),
      { kind: 'terms', terms: PLAN_TERMS },
      text('guides.billing.credits'),
      text('guides.billing.buy'),
      text('guides.billing.history'),
    ],
    links: [
      { to: '/apps/plans', label: 'guides.billing.plansLink' },
      { to: '/apps/transactions', label: 'guides.billing.transactionsLink' },
    ],
  },
  {
    id: 'team-and-support',
    title: 'guides.team.title',
    icon: UsersRound,
    blocks: [
      text('guides.team.invite'),
      text('guides.team.permissions'),
      { kind: 'terms', terms: PERMISSION_TERMS },
      text('guides.team.manage'),
      text('guides.team.support'),
    ],
    links: [{ to: '/apps/team', label: 'guides.team.link' }],
  },
];
