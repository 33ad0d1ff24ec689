import { describe, expect, it } from 'vitest';
import { formatDdMmYyyyHhMmA, formatNotificationTime, notificationTime } from './notification-time';

// Local dates, so the expectations hold in any time zone the tests run in.
const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes);

describe('notification time', () => {
  it('formats as DD/MM/YYYY hh:mm a', () => {
    expect(formatDdMmYyyyHhMmA(at(2025, 1, 5, 13, 7))).toBe('05/01/2025 01:07 pm');
    expect(formatDdMmYyyyHhMmA(at(2025, 12, 31, 9, 30))).toBe('31/12/2025 09:30 am');
  });

  it('writes midnight as 12 am and noon as 12 pm', () => {
    expect(formatDdMmYyyyHhMmA(at(2025, 6, 1, 0, 5))).toBe('01/06/2025 12:05 am');
    expect(formatDdMmYyyyHhMmA(at(2025, 6, 1, 12, 0))).toBe('01/06/2025 12:00 pm');
  });

  it('shows createdAt plus 4 minutes when that is already past', () => {
    const created = at(2025, 3, 10, 8, 0);
    const now = at(2025, 3, 10, 10, 0);
    expect(formatNotificationTime(created.toISOString(), now)).toBe('10/03/2025 08:04 am');
  });

  it('shows now when createdAt plus 4 minutes is still ahead', () => {
    const created = at(2025, 3, 10, 8, 0);
    const now = at(2025, 3, 10, 8, 2);
    expect(notificationTime(created, now)).toEqual(now);
    expect(formatNotificationTime(created, now)).toBe('10/03/2025 08:02 am');
  });

  it('falls back to now for an unreadable date', () => {
    const now = at(2025, 3, 10, 8, 2);
    expect(notificationTime('not a date', now)).toEqual(now);
  });
});
