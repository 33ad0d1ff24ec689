import { afterEach, describe, expect, it } from 'vitest';
import { nextThemePreference, readThemePreference, resolveTheme } from './theme';

afterEach(() => localStorage.clear());

describe('theme preference', () => {
  it('cycles light → dark → system → light', () => {
    expect(nextThemePreference('light')).toBe('dark');
    expect(nextThemePreference('dark')).toBe('system');
    expect(nextThemePreference('system')).toBe('light');
  });

  it('follows the operating system only when set to system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads the stored choice and ignores anything unknown', () => {
    localStorage.setItem('theme', 'dark');
    expect(readThemePreference()).toBe('dark');
    localStorage.setItem('theme', 'sepia');
    expect(readThemePreference()).toBe('system');
  });
});
