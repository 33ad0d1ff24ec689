import { describe, expect, it } from 'vitest';
import { describeMailTexts } from '../../test/mail-texts.js';
import { renderPublisherRequestMail } from './request-mail.js';
import { PUBLISHER_REQUEST_TEXTS } from './request-mail-texts.js';

describeMailTexts('publisher request mail', PUBLISHER_REQUEST_TEXTS);

describe('publisher request mail', () => {
  it('quotes the brand’s note escaped in HTML, and as typed in text', () => {
    const mail = renderPublisherRequestMail({
      to: 'asha@example.com',
      kind: 'collaboration',
      orgName: 'Chai & <i>Co</i>',
      campaignName: 'Monsoon sale',
      message: 'Hi <b>Asha</b>',
      answerUrl: 'https://app.creatorscope.example/apps/creator-hub/requests',
      language: 'en',
    });
    expect(mail.subject).toBe('Chai & <i>Co</i> wants to collaborate with you on Creatorscope');
    expect(mail.html).toContain('Hi &lt;b&gt;Asha&lt;/b&gt;</blockquote>');
    expect(mail.html).not.toMatch(/<(b|i)>/);
    expect(mail.text).toContain('It is about their ad Monsoon sale.\n\nTheir message:\nHi <b>Asha</b>\n');
  });
});
