import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MESSAGES_NAMESPACE, translateMessage } from './messages';

const GERMAN = {
  'Email is required': 'E-Mail ist erforderlich',
  'Address line 2': 'Adresszeile 2',
  '{{label}} cannot exceed {{max}} characters': '{{label}} darf höchstens {{max}} Zeichen lang sein',
  '{{label}} entries cannot exceed {{max}} characters':
    'Einträge in {{label}} dürfen höchstens {{max}} Zeichen lang sein',
  '{{label}} is required': '{{label}} ist erforderlich',
};

async function german() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'de',
    resources: { de: { [MESSAGES_NAMESPACE]: GERMAN } },
    showSupportNotice: false,
  });
  return instance;
}

describe('translateMessage', () => {
  it('gives a message of the catalog in the reader’s language', async () => {
    expect(translateMessage('Email is required', await german())).toBe('E-Mail ist erforderlich');
  });

  it('fills a template with the message’s own values, translating those the catalog has', async () => {
    const instance = await german();
    expect(translateMessage('Address line 2 cannot exceed 200 characters', instance)).toBe(
      'Adresszeile 2 darf höchstens 200 Zeichen lang sein',
    );
    expect(translateMessage('campaignName is required', instance)).toBe('campaignName ist erforderlich');
  });

  it('prefers the most specific template', async () => {
    expect(translateMessage('products entries cannot exceed 200 characters', await german())).toBe(
      'Einträge in products dürfen höchstens 200 Zeichen lang sein',
    );
  });

  it('leaves a message the catalog lacks, or before the catalog has loaded, as the server worded it', async () => {
    expect(translateMessage('A label named Summer already exists', await german())).toBe(
      'A label named Summer already exists',
    );
    const loading = i18next.createInstance();
    await loading.init({ lng: 'de', resources: {}, showSupportNotice: false });
    expect(translateMessage('Email is required', loading)).toBe('Email is required');
  });
});
