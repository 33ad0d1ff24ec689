import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import english from '../../public/locales/en/translation.json';

// Components under test read English text synchronously, without the HTTP backend.
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: english } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

afterEach(() => cleanup());
