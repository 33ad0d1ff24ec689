import { NOTIFICATION_MESSAGES, NOTIFICATION_REASONS, type TNotification } from '@creatorscope/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

type Texts = { notifications: { messages: unknown; reasons: unknown } };
const files = import.meta.glob<Texts>('../../../public/locales/{en,ae}/translation.json', {
  eager: true,
  import: 'default',
});
const english = files['../../../public/locales/en/translation.json'] as Texts;
const arabic = files['../../../public/locales/ae/translation.json'] as Texts;
const billingFiles = import.meta.glob<Record<string, unknown>>(
  '../../../public/locales/{en,ae}/billing.json',
  {
    eager: true,
    import: 'default',
  },
);

const stored: TNotification = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Your payout of ₹1,200.50 was returned by the bank',
  description: 'Account closed. The money is back in your available earnings.',
  createdAt: '2026-11-01T10:00:00.000Z',
  path: '/creator-hub/payouts',
  message: {
    key: 'payoutReturned',
    params: { amount: 1200.5, currency: 'INR', reason: 'Account closed' },
  },
};

async function translator(language: 'en' | 'ae', namespace = 'translation') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: namespace,
    resources: {
      en: { translation: english, billing: billingFiles['../../../public/locales/en/billing.json'] ?? {} },
      ae: { translation: arabic, billing: billingFiles['../../../public/locales/ae/billing.json'] ?? {} },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance.t;
}

describe('a notification in the reader’s language', () => {
  it('holds in English exactly the texts the server stores (contracts)', () => {
    expect(english.notifications.messages).toEqual(NOTIFICATION_MESSAGES);
    expect(english.notifications.reasons).toEqual(NOTIFICATION_REASONS);
  });

  it('says a reason of the app’s own in the reader’s language, and a provider’s words as they are', async () => {
    const ours = {
      ...stored,
      message: {
        key: 'payoutFailed',
        params: {
          amount: 500,
          currency: 'INR',
          reason: NOTIFICATION_REASONS.method_changed,
          reasonCode: 'method_changed',
        },
      },
    };
    const t = await translator('ae');
    const text = notificationText(ours, t, 'ar-AE', 'rtl');
    expect(text.description).toContain(`\u2068${t('notifications.reasons.method_changed')}\u2069`);
    expect(text.description).not.toMatch(/[A-Za-z]/);
    expect(notificationText(ours, await translator('en'), 'en-GB').description).toBe(
      'The payout method changed or is no longer verified. The money is back in your available earnings.',
    );
  });

  it('shows in English what the server stored', async () => {
    expect(notificationText(stored, await translator('en'), 'en-GB')).toEqual({
      title: stored.title,
      description: stored.description,
    });
  });

  it('translates a known message into Arabic, its amount written as Arabic writes money', async () => {
    const text = notificationText(stored, await translator('ae'), 'ar-AE', 'rtl');
    const money = new Intl.NumberFormat('ar-AE', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format(1200.5);
    // Isolated from the right-to-left words around it.
    expect(text.title).toContain(`\u2068${money}\u2069`);
    expect(text.title).not.toContain('payout');
    expect(text.description).toContain('\u2068Account closed\u2069');
    expect(text.description).not.toContain('available earnings');
  });

  it('shows the stored English for a message this app does not know, or an old notification without one', async () => {
    const t = await translator('ae');
    const unknown = { ...stored, message: { key: 'somethingNew', params: {} } };
    expect(notificationText(unknown, t, 'ar-AE').title).toBe(stored.title);
    expect(notificationText({ ...stored, message: null }, t, 'ar-AE').title).toBe(stored.title);
  });

  it('names a team permission in the reader’s language', async () => {
    const message = {
      key: 'memberJoined',
      params: { name: 'Nia', email: 'n@x.co', org: 'Acme', permission: 'Read' },
    };
    const t = await translator('ae');
    const text = notificationText({ ...stored, message }, t, 'ar-AE', 'rtl');
    expect(text.description).toContain(`\u2068${t('team.permissions.Read')}\u2069`);
    expect(t('team.permissions.Read')).not.toBe('Read');
  });

  it('never reads a value as an option of the translator', async () => {
    const message = {
      key: 'memberJoined',
      params: { name: 'Nia', email: 'n@x.co', org: 'Acme', permission: 'Read' },
    };
    const text = notificationText({ ...stored, message }, await translator('en'), 'en-GB');
    expect(text.title).toBe('Nia joined your team');
    expect(text.description).toBe('Nia (n@x.co) accepted the invitation to Acme with Read permission.');
  });
  it('says what a payment bought in the reader’s language once the billing texts are in, in English until then', async () => {
    const payment: TNotification = {
      ...stored,
      title: 'Payment received: Creator plan (yearly)',
      description: 'Receipt CS-2026-000042',
      message: {
        key: 'paymentReceived',
        params: {
          item: 'Creator plan (yearly)',
          receipt: 'CS-2026-000042',
          purpose: 'plan',
          planId: 'creator',
          period: 'Yearly',
        },
      },
    };
    const t = await translator('ae');
    const billing = await translator('ae', 'billing');
    const translated = notificationText(payment, t, 'ar-AE', 'rtl', billing);
    expect(translated.title).toContain(
      billing('purchase.planPeriod', {
        plan: billing('plans.creator.title'),
        period: billing('period.Yearly'),
      }),
    );
    expect(translated.title).not.toContain('Creator plan');
    expect(translated.description).toContain('CS-2026-000042');
    expect(notificationText(payment, t, 'ar-AE', 'rtl').title).toContain('Creator plan (yearly)');
    const credits = {
      ...payment,
      message: {
        key: 'paymentReceived',
        params: { item: '50 credits', receipt: 'R', purpose: 'credit_pack', credits: 50 },
      },
    };
    expect(
      notificationText(credits, await translator('en'), 'en-GB', 'ltr', await translator('en', 'billing'))
        .title,
    ).toBe('Payment received: 50 insight credits');
    const unknownPurpose = {
      ...payment,
      message: { key: 'paymentReceived', params: { item: 'Something', receipt: 'R', purpose: 'gift' } },
    };
    expect(notificationText(unknownPurpose, t, 'ar-AE', 'ltr', billing).title).toContain('Something');
    const newPlan = {
      ...payment,
      message: { key: 'paymentReceived', params: { ...payment.message?.params, planId: 'galaxy' } },
    };
    expect(notificationText(newPlan, t, 'ar-AE', 'ltr', billing).title).toContain('Creator plan (yearly)');
  });
});
