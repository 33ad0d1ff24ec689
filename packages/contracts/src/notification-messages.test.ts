import { describe, expect, it } from 'vitest';
import {
  englishNotification,
  fillPlaceholders,
  formatMoney,
  formatNotificationParams,
  NOTIFICATION_MESSAGES,
} from './notification-messages.js';

describe('notification messages', () => {
  it('writes a message in English with its values: money in its currency, numbers grouped', () => {
    expect(
      englishNotification({
        key: 'payoutReturned',
        params: { amount: 276, currency: 'INR', reason: 'Beneficiary account is closed' },
      }),
    ).toEqual({
      title: 'Your payout of ₹276 was returned by the bank',
      description: 'Beneficiary account is closed. The money is back in your available earnings.',
    });
    expect(
      englishNotification({ key: 'creditsRequested', params: { name: 'Nia', credits: 1500, note: '' } }),
    ).toEqual({ title: 'Nia asks for 1,500 more insight credits', description: '' });
    expect(
      englishNotification({
        key: 'reelAboveUsual',
        params: { handle: 'asha', engagement: 12_345, times: 4.2, posts: 12 },
      }).description,
    ).toBe('12,345 likes and comments: 4.2× the median of their previous 12 posts');
  });

  it('keeps the spec’s verified title', () => {
    expect(englishNotification({ key: 'profileVerified', params: { org: 'Acme' } }).title).toBe(
      'Acme verified successfully',
    );
  });

  it('writes values as another language writes them', () => {
    const arabic = formatNotificationParams({ amount: 12.5, currency: 'USD', posts: 1200 }, 'ar-AE');
    expect(arabic.amount).toBe(formatMoney(12.5, 'USD', 'ar-AE'));
    expect(arabic.posts).toBe(new Intl.NumberFormat('ar-AE').format(1200));
    expect(formatNotificationParams({ amount: 18, currency: 'EUR' }, 'de-DE').amount).toMatch(/^18\s€$/);
  });

  it('leaves a placeholder without a value empty rather than showing its name', () => {
    expect(fillPlaceholders('Receipt {{receipt}}', {})).toBe('Receipt');
  });

  it('has a title for every message', () => {
    for (const [key, texts] of Object.entries(NOTIFICATION_MESSAGES)) expect(texts.title, key).not.toBe('');
  });
});
