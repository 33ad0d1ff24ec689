import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  countryFromTimeZone,
  TIME_ZONE_ALIASES,
  ZCountryCode,
  ZONE_TO_COUNTRY,
} from './countries.js';

const isValidZone = (timeZone: string): boolean => {
  try {
    Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
};

const G20 = [
  'AR',
  'AU',
  'BR',
  'CA',
  'CN',
  'FR',
  'DE',
  'IN',
  'ID',
  'IT',
  'JP',
  'KR',
  'MX',
  'RU',
  'SA',
  'ZA',
  'TR',
  'GB',
  'US',
];

describe('countries', () => {
  it('lists at least 125 countries with unique ISO alpha-2 codes and names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(125);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes India, the United States, the United Kingdom, the UAE and every G20 country', () => {
    for (const code of ['IN', 'US', 'GB', 'AE', ...G20]) expect(countryByCode(code)).toBeDefined();
    expect(countryByCode('ae')?.name).toBe('United Arab Emirates');
  });

  it('gives each country valid IANA zones, its primary zone first, no zone shared by two countries', () => {
    const seen = new Set<string>();
    for (const country of COUNTRIES) {
      expect(country.timezones[0]).toBe(country.timezone);
      for (const zone of country.timezones) {
        expect(isValidZone(zone), zone).toBe(true);
        expect(seen.has(zone), zone).toBe(false);
        seen.add(zone);
      }
    }
  });

  it('lists only valid zone names as aliases', () => {
    for (const zone of Object.keys(TIME_ZONE_ALIASES)) expect(isValidZone(zone), zone).toBe(true);
  });

  it('validates country codes', () => {
    expect(ZCountryCode.safeParse('IN').success).toBe(true);
    expect(ZCountryCode.safeParse('ZZ').error?.issues[0]?.message).toBe('Please select a valid country');
  });
});

describe('country detection from the time zone', () => {
  it('finds the country of a known zone', () => {
    expect(countryFromTimeZone('Asia/Kolkata')).toBe('IN');
    expect(countryFromTimeZone('Europe/London')).toBe('GB');
    expect(countryFromTimeZone('Asia/Dubai')).toBe('AE');
    expect(countryFromTimeZone('America/Indiana/Indianapolis')).toBe('US');
    expect(countryFromTimeZone('Australia/Perth')).toBe('AU');
  });

  it('finds the country of a legacy alias browsers still report', () => {
    expect(countryFromTimeZone('Asia/Calcutta')).toBe('IN');
    expect(countryFromTimeZone('Asia/Saigon')).toBe('VN');
    expect(countryFromTimeZone('Europe/Kiev')).toBe('UA');
    expect(countryFromTimeZone('US/Pacific')).toBe('US');
  });

  it('keeps zones that IANA links to a neighbour with their own country', () => {
    expect(countryFromTimeZone('Asia/Muscat')).toBe('OM');
    expect(countryFromTimeZone('Europe/Stockholm')).toBe('SE');
    expect(countryFromTimeZone('Asia/Kuwait')).toBe('KW');
  });

  it('falls back to the United States for an unknown, empty or non-country zone', () => {
    expect(countryFromTimeZone('Mars/Olympus_Mons')).toBe('US');
    expect(countryFromTimeZone('')).toBe('US');
    expect(countryFromTimeZone(undefined)).toBe('US');
    expect(countryFromTimeZone('UTC')).toBe('US');
  });

  it('maps every listed zone back to its own country', () => {
    for (const country of COUNTRIES) {
      for (const zone of country.timezones) expect(ZONE_TO_COUNTRY.get(zone)).toBe(country.code);
    }
  });
});
