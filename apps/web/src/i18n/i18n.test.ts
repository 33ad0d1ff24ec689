import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyDocumentLanguage,
  createI18nOptions,
  detectLanguage,
  i18n,
  initI18n,
  TRANSLATION_LOADING,
} from './i18n';
import { translationBackend } from './translation-backend';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fresh i18next with the app's loading options, German only, so each test counts its own requests. */
async function loadGerman(): Promise<typeof i18next> {
  const instance = i18next.createInstance();
  await instance.use(translationBackend).init({ ...createI18nOptions('de'), fallbackLng: false });
  return instance;
}

afterEach(() => {
  localStorage.clear();
});

describe('translation loading', () => {
  it('uses the limits of spec section 9', () => {
    expect(TRANSLATION_LOADING).toEqual({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
    expect(createI18nOptions('en')).toMatchObject(TRANSLATION_LOADING);
  });

  it('retries a 5xx answer and then uses the translation', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(jsonResponse({ greeting: 'Hallo' }));
    vi.stubGlobal('fetch', fetchMock);

    const instance = await loadGerman();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/locales/de/translation.json');
    expect(instance.t('greeting')).toBe('Hallo');
  });

  it('retries a network failure whatever the browser calls it', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Something odd happened'))
      .mockResolvedValueOnce(jsonResponse({ greeting: 'Hallo' }));
    vi.stubGlobal('fetch', fetchMock);

    const instance = await loadGerman();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(instance.t('greeting')).toBe('Hallo');
  });

  it('gives up on a file that is not JSON at once', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await loadGerman();

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4xx answer', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);

    await loadGerman();

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('language of the document', () => {
  it('marks Arabic (code ae) as lang="ar" and right-to-left', () => {
    applyDocumentLanguage('ae');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('detects the stored language and falls back to English for anything else', () => {
    localStorage.setItem('i18nextLng', 'ae');
    expect(detectLanguage()).toBe('ae');
    localStorage.setItem('i18nextLng', 'xx');
    expect(detectLanguage()).toBe('en');
  });
});

describe('remembering the language', () => {
  it('keeps a language stored while the app starts, and stores one chosen after', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({})),
    );
    const starting = initI18n();
    // Another tab (or a reload's caller) stores Arabic before this tab's translations arrive.
    localStorage.setItem('i18nextLng', 'ae');
    await starting;
    expect(localStorage.getItem('i18nextLng')).toBe('ae');

    await i18n.changeLanguage('ja');
    expect(localStorage.getItem('i18nextLng')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});
