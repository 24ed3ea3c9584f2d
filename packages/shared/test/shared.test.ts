import { describe, expect, it } from 'vitest';
import {
  rupees,
  money,
  indiaDate,
  indiaLocalToInstant,
  instantToIndiaLocal,
  indianNumber,
  INDIA_TIME_ZONE,
  type IndiaDateStyle,
  isServerRenderedPath,
  safeHttpUrl,
  countOf,
  cappedCountOf,
  encodeTruckCursor,
  TruckCursorSchema,
  EmailSchema,
  LoginBodySchema,
  PasswordSchema,
  RegisterBodySchema,
  UpdateMeBodySchema,
  greetingForHour,
  haversineKm,
  homePathForRole,
  relativeTime,
} from '../src/index.js';

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i h says %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [800, '2 years ago'],
  ])('%i days is %s', (days, text) => {
    expect(relativeTime(daysAgo(days), now)).toBe(text);
  });
});

describe('schemas', () => {
  it('normalises emails and rejects bad ones', () => {
    expect(EmailSchema.parse('  Priya@Example.IN ')).toBe('priya@example.in');
    expect(EmailSchema.safeParse('priya@').success).toBe(false);
  });

  it('enforces the 6-character password minimum with its message', () => {
    expect(PasswordSchema.safeParse('12345').error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
    expect(PasswordSchema.safeParse('123456').success).toBe(true);
  });

  it('turns a blank phone into null on register', () => {
    expect(RegisterBodySchema.parse({ name: 'A', email: 'a@b.in', password: '123456', phone: ' ' }).phone).toBeNull();
  });

  it('refuses unknown fields on profile update', () => {
    expect(UpdateMeBodySchema.safeParse({ email: 'x@y.in' }).success).toBe(false);
    expect(UpdateMeBodySchema.safeParse({ name: 'New' }).success).toBe(true);
  });

  it('requires both login fields', () => {
    expect(LoginBodySchema.safeParse({ email: 'a@b.in' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('computes great-circle distance with radius 6371 km', () => {
    // Bengaluru MG Road to Mumbai Bandra, about 840 km.
    const km = haversineKm({ lat: 12.9756, lng: 77.6066 }, { lat: 19.0646, lng: 72.8226 });
    expect(km).toBeGreaterThan(830);
    expect(km).toBeLessThan(850);
    expect(haversineKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });

  it('maps roles to their home route', () => {
    expect(homePathForRole('admin')).toBe('/admin/dashboard');
    expect(homePathForRole('owner')).toBe('/owner/dashboard');
    expect(homePathForRole('user')).toBeNull();
  });
});

describe('countOf', () => {
  it('puts the noun in the right number', () => {
    expect(countOf(0, 'food truck')).toBe('0 food trucks');
    expect(countOf(1, 'food truck')).toBe('1 food truck');
    expect(countOf(2, 'review')).toBe('2 reviews');
    expect(countOf(1200, 'truck')).toBe('1,200 trucks');
  });

  it('says a capped count is a lower bound, and an uncapped one exactly', () => {
    expect(cappedCountOf(1000, true, 'truck')).toBe('1,000+ trucks');
    expect(cappedCountOf(1, false, 'truck')).toBe('1 truck');
  });
});

describe('TruckCursorSchema', () => {
  it('reads back what encodeTruckCursor wrote, to the last bit of the distance', () => {
    const cursor = { km: 0.0012345678901234567, id: '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' };
    expect(TruckCursorSchema.parse(encodeTruckCursor(cursor))).toEqual(cursor);
  });

  it.each(['', 'abc', '1e-7_nope', '-1_3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', '30000_3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'])('refuses %j', (text) => {
    expect(TruckCursorSchema.safeParse(text).success).toBe(false);
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) links and drops every other scheme', () => {
    expect(safeHttpUrl('https://instagram.com/dosa')).toBe('https://instagram.com/dosa');
    expect(safeHttpUrl('http://dosa.in/menu?x=1')).toBe('http://dosa.in/menu?x=1');
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'https://user:pw@evil.example', '//evil.example', '', undefined, null]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('isServerRenderedPath', () => {
  it('renders public screens and records on the server', () => {
    for (const path of ['/', '/find-trucks', '/events', '/blog', '/about', '/trucks/abc', '/events/abc', '/blog/street-food']) expect(isServerRenderedPath(path), path).toBe(true);
  });

  it('renders the frame of the dashboards and account screens, the same for everyone', () => {
    for (const path of ['/profile', '/owner/dashboard', '/owner/orders', '/admin/dashboard', '/orders', '/orders/abc', '/following']) expect(isServerRenderedPath(path), path).toBe(true);
  });

  it('leaves forms, editors and unknown paths to the browser', () => {
    for (const path of ['/login', '/register', '/contact', '/trucks/create', '/events/create', '/trucks/abc/edit', '/admin/blogs/create', '/nope']) expect(isServerRenderedPath(path), path).toBe(false);
  });
});

describe('indiaDate', () => {
  it('writes the date in India time whatever the clock of the machine', () => {
    // 20:00 UTC on the 14th is 01:30 on the 15th in India.
    expect(indiaDate('2026-03-14T20:00:00Z', 'date')).toBe('15 March 2026');
  });

  it('writes every style as Intl writes Indian English in India time', () => {
    const intlOptions: Record<IndiaDateStyle, Intl.DateTimeFormatOptions> = {
      day: { day: 'numeric' },
      'short-month': { month: 'short' },
      year: { year: 'numeric' },
      date: { day: 'numeric', month: 'long', year: 'numeric' },
      'day-month': { day: 'numeric', month: 'short' },
      'short-date': { day: 'numeric', month: 'short', year: 'numeric' },
      'weekday-date': { weekday: 'long', month: 'long', day: 'numeric' },
      'weekday-short-date': { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
      'day-month-time': { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
      'short-date-time': { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
      'date-time': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
      time: { hour: 'numeric', minute: '2-digit' },
    };
    const formats = Object.entries(intlOptions).map(([style, options]) => [style, new Intl.DateTimeFormat('en-IN', { ...options, timeZone: INDIA_TIME_ZONE })] as const);
    // Every 7 hours 13 minutes for three years: every month, weekday and hour, both sides of midnight.
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += (7 * 60 + 13) * 60_000) {
      for (const [style, format] of formats) {
        const expected = format.format(time);
        if (indiaDate(time, style as IndiaDateStyle) !== expected) expect(indiaDate(time, style as IndiaDateStyle), `${style} at ${new Date(time).toISOString()}`).toBe(expected);
      }
    }
  });
});

describe('indianNumber', () => {
  it('groups and rounds as Intl does for Indian English', () => {
    const values = [0, 1, 7, 999, 1000, 12345, 99999.995, 100000, 1234567, 123456789, 0.5, 49.555, 1.005, 2.675, 0.0001, 9.999, 120.25, -1234.5, 1e-7];
    const random = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const next = random(42);
    for (let i = 0; i < 2000; i++) values.push(Math.round(next() * 10 ** (1 + (i % 9)) * 1000) / 1000);
    for (const value of values) {
      for (const digits of [0, 2, 3]) {
        const expected = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(value);
        if (indianNumber(value, digits) !== expected) expect(indianNumber(value, digits), `${value} to ${digits} digits`).toBe(expected);
      }
    }
  });
});

describe('rupees', () => {
  it('writes prices with Indian digit grouping and at most two decimals', () => {
    expect(rupees(120000)).toBe('₹1,20,000');
    expect(rupees(49.555)).toBe('₹49.56');
  });
});

describe('money', () => {
  it('writes rupees as rupees() does and other currencies with their symbol in Indian grouping', () => {
    expect(money(250000, 'INR')).toBe('₹2,50,000');
    expect(money(1500, 'USD')).toBe('$1,500.00');
  });
});

describe('event times typed in India time', () => {
  it('reads 19:00 typed in the form as 19:00 in India (13:30 UTC), whatever the device zone', () => {
    expect(indiaLocalToInstant('2026-12-01T19:00')).toBe('2026-12-01T13:30:00.000Z');
  });

  it('crosses midnight: 02:00 in India is the previous evening in UTC', () => {
    expect(indiaLocalToInstant('2026-12-01T02:00')).toBe('2026-11-30T20:30:00.000Z');
  });

  it('gives nothing for an empty or half-typed field', () => {
    expect(indiaLocalToInstant('')).toBeNull();
    expect(indiaLocalToInstant('2026-12-01T19')).toBeNull();
  });

  it('writes an instant back as the India time the organiser typed', () => {
    expect(instantToIndiaLocal('2026-12-01T13:30:00.000Z')).toBe('2026-12-01T19:00');
    expect(instantToIndiaLocal(indiaLocalToInstant('2027-01-15T23:45'))).toBe('2027-01-15T23:45');
    expect(instantToIndiaLocal(null)).toBe('');
  });
});
