import type { TAffiliateAdInput, TPlanCurrency } from '@creatorscope/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { AdDraft } from './ad-draft';

/** The ad form's state, as each of its sections receives it. */
export type AdFormState = UseFormReturn<AdDraft, unknown, TAffiliateAdInput>;

export type AdSectionProps = { form: AdFormState; currency: TPlanCurrency };
