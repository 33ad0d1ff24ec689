import { COUNTRIES, countryFromTimeZone, type TCountryCode } from '@creatorscope/contracts';
import type { SelectOption } from '../../../ui/Select';

/** Country names in the reader's language (Intl knows them all), sorted the way that language sorts. */
export function countryOptions(locale: string): SelectOption<TCountryCode>[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((country) => ({
    value: country.code,
    label: names?.of(country.code) ?? country.name,
  })).sort((a, b) => collator.compare(a.label, b.label));
}

/** Spec section 4: the country of the browser's time zone, else the United States. */
export function detectCountry(): TCountryCode {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return countryFromTimeZone(timeZone);
}
