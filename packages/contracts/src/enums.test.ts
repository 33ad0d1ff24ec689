import { describe, expect, it } from 'vitest';
import * as enums from './enums.js';
import { hasPermission, TEAM_PERMISSIONS, ZTrendsRole } from './enums.js';

describe('team permissions', () => {
  it('ranks Read below Write below Admin', () => {
    expect(hasPermission('Admin', 'Write')).toBe(true);
    expect(hasPermission('Write', 'Write')).toBe(true);
    expect(hasPermission('Write', 'Read')).toBe(true);
    expect(hasPermission('Read', 'Write')).toBe(false);
    expect(hasPermission('Write', 'Admin')).toBe(false);
    for (const level of TEAM_PERMISSIONS) expect(hasPermission(level, 'Read')).toBe(true);
  });
});

describe('enumerations', () => {
  it('are non-empty lists of unique values', () => {
    const lists = Object.entries(enums as Record<string, unknown>).filter(
      (entry): entry is [string, readonly string[]] => /^[A-Z_]+$/.test(entry[0]) && Array.isArray(entry[1]),
    );
    expect(lists.length).toBeGreaterThanOrEqual(20);
    for (const [, values] of lists) {
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('keep the spec values of section 3', () => {
    expect(enums.TRENDS_ROLES).toEqual(['creator', 'brand', 'agency', 'freelancer']);
    expect(enums.ACCOUNT_TYPES).toEqual(['Creator', 'Agency', 'Brand', 'Freelancer']);
    expect(enums.INFLUENCER_ROLE_TYPES).toEqual(['influencer', 'affiliate', 'review']);
    expect(enums.INVITATION_STATUSES).toEqual(['invited', 'accepted', 'posted', 'rejected']);
    expect(enums.ORDER_STATUSES).toEqual([
      'placed',
      'approved',
      'shipped',
      'inTransit',
      'delivered',
      'received',
    ]);
    expect(enums.BILLING_PERIODS).toEqual(['Monthly', 'Yearly']);
    expect(enums.GATING_FEATURES).toEqual([
      'Affiliate',
      'insightsPremium',
      'influencerDiscovery',
      'commentAutomation',
      'insights',
      'insightsCustom',
    ]);
  });

  it('refuse a missing trends role with Role Is Required', () => {
    expect(ZTrendsRole.safeParse(undefined).error?.issues[0]?.message).toBe('Role Is Required');
  });
});
