import { LANGUAGE_CODES, languageByCode } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { describeMailTexts } from '../../test/mail-texts.js';
import { fill, greeting } from '../mail/index.js';
import { renderAdInvitationMail } from './invitation-mail.js';
import { AD_INVITATION_TEXTS } from './invitation-mail-texts.js';

const input = {
  to: 'asha@example.com',
  brandName: 'Chai Co',
  campaignName: 'Monsoon sale',
  pay: {
    currency: 'INR',
    commissionPercent: 12,
    conversionPriceCap: 500,
    clicksBasePrice: 2,
    clicksThreshold: 100,
    viewsBasePrice: null,
    viewsThreshold: null,
  },
  joinUrl: 'https://app.creatorscope.example/join/abcdefabcdef?invite=tok-123',
  language: 'en',
} as const;

describeMailTexts('ad invitation mail', AD_INVITATION_TEXTS);

describe('ad invitation mail', () => {
  it.each(LANGUAGE_CODES)(
    'renders in %s, in the reader’s words and direction, every placeholder filled',
    (code) => {
      const texts = AD_INVITATION_TEXTS[code];
      const { htmlLang, dir } = languageByCode(code);
      const mail = renderAdInvitationMail({ ...input, language: code });
      expect(mail.to).toBe('asha@example.com');
      expect(mail.subject).toBe(fill(texts.subject, { brand: 'Chai Co', campaign: 'Monsoon sale' }));
      expect(mail.html).toContain(`<html lang="${htmlLang}" dir="${dir}">`);
      expect(mail.html).toContain(`>${texts.join}</a>`);
      expect(mail.text).toContain(greeting(code));
      expect(mail.text).toContain(`\n${input.joinUrl}\n`);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/\{\w+\}/);
      // Every language words each text itself (brand names aside).
      if (code !== 'en') expect(texts.join).not.toBe(AD_INVITATION_TEXTS.en.join);
    },
  );

  it('says in English what the ad pays, figure by figure', () => {
    expect(renderAdInvitationMail(input).text).toBe(
      [
        'Hello,',
        '',
        'Chai Co invites you to promote Monsoon sale and earn from the sales and visits you bring.',
        '',
        'What it pays',
        '- 12% of each sale, up to ₹500.00 a sale',
        '- ₹2.00 per click, past a threshold of 100',
        '',
        'Join with a free Creatorscope publisher profile: you get your own link to share, and you earn from what it brings.',
        '',
        'See the ad and join here:',
        input.joinUrl,
        '',
        'If you did not expect this invitation, ignore this mail: nothing happens unless you join.',
        '',
        '— Creatorscope',
        '',
      ].join('\n'),
    );
  });

  it('leaves out what the ad does not pay, and writes figures in the reader’s locale', () => {
    const mail = renderAdInvitationMail({
      ...input,
      language: 'de',
      pay: {
        ...input.pay,
        currency: 'USD',
        conversionPriceCap: 0,
        clicksBasePrice: null,
        viewsBasePrice: 0.25,
        viewsThreshold: 1000,
      },
    });
    // Intl puts a no-break space between a figure and its sign in German.
    expect(mail.text).toMatch(/\n- 12\s% jedes Verkaufs\n/);
    expect(mail.text).toMatch(/\n- 0,25\s\$ pro Aufruf oberhalb einer Schwelle von 1\.000\n/);
    expect(mail.text).not.toContain('Klick');
  });

  it('lays Arabic out right to left', () => {
    const mail = renderAdInvitationMail({ ...input, language: 'ae' });
    expect(mail.html).toContain('text-align:right');
  });

  it('escapes the brand’s and campaign’s names in HTML, and keeps them as typed in text', () => {
    const mail = renderAdInvitationMail({
      ...input,
      brandName: 'Acme & <i>Co</i>',
      campaignName: '<script>x</script>',
    });
    expect(mail.html).toContain('Acme &amp; &lt;i&gt;Co&lt;/i&gt;');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toMatch(/<(i|script)>/);
    expect(mail.text).toContain('Acme & <i>Co</i> invites you to promote <script>x</script>');
  });
});
