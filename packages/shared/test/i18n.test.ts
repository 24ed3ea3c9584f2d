import { describe, expect, it } from 'vitest';
import { indiaDate, localizedPath, preferredLocale, relativeTime, servingText, splitLocalePath, translateMessage } from '../src/index.js';

describe('a page’s language from its path', () => {
  it('reads Hindi under /hi and English elsewhere', () => {
    expect(splitLocalePath('/hi/trucks/abc')).toEqual({ locale: 'hi', path: '/trucks/abc' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
  });

  it('writes a page’s path in either language from either', () => {
    expect(localizedPath('/events', 'hi')).toBe('/hi/events');
    expect(localizedPath('/hi/events', 'en')).toBe('/events');
    expect(localizedPath('/', 'hi')).toBe('/hi');
  });
});

describe('the language a browser asks for', () => {
  it('takes the best of ours by quality, and nothing for languages we do not speak', () => {
    expect(preferredLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLocale('en;q=0.5, hi')).toBe('hi');
    expect(preferredLocale('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLocale('ta-IN, fr')).toBeNull();
    expect(preferredLocale('hi;q=0')).toBeNull();
  });
});

describe('messages in Hindi', () => {
  it('translates a message it knows and leaves one it does not', () => {
    expect(translateMessage('Name is required', 'hi')).toBe('नाम ज़रूरी है');
    expect(translateMessage('Something nobody wrote a translation for', 'hi')).toBe('Something nobody wrote a translation for');
    expect(translateMessage('Name is required', 'en')).toBe('Name is required');
  });

  it('fills a template with the words it stood for, translating a known label', () => {
    expect(translateMessage('Address must be at most 200 characters', 'hi')).toBe('पता: ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
    expect(translateMessage('Paneer Roll is sold out today. Please remove it from your cart.', 'hi')).toBe('Paneer Roll आज ख़त्म हो गया है। कृपया इसे अपनी कार्ट से हटाएँ।');
  });

  it('puts people’s words in as they are, even ones a replacement string would expand', () => {
    expect(translateMessage("$' Dosa is sold out today. Please remove it from your cart.", 'hi')).toBe("$' Dosa आज ख़त्म हो गया है। कृपया इसे अपनी कार्ट से हटाएँ।");
  });
});

describe('dates and times in Hindi', () => {
  const evening = '2026-09-15T13:00:00Z'; // 6:30 pm in India

  it('writes Hindi month and weekday names, and the part of the day', () => {
    expect(indiaDate(evening, 'date', 'hi')).toBe('15 सितंबर 2026');
    expect(indiaDate(evening, 'weekday-date', 'hi')).toBe('मंगलवार, 15 सितंबर');
    expect(indiaDate(evening, 'time', 'hi')).toBe('शाम 6:30');
    expect(indiaDate('2026-09-15T03:00:00Z', 'time', 'hi')).toBe('सुबह 8:30');
  });

  it('says how long ago in Hindi', () => {
    const now = Date.parse('2026-09-20T12:00:00Z');
    expect(relativeTime('2026-09-20T10:00:00Z', now, 'hi')).toBe('आज');
    expect(relativeTime('2026-09-17T12:00:00Z', now, 'hi')).toBe('3 दिन पहले');
  });

  it('words a truck’s serving state in Hindi', () => {
    const now = Date.parse('2026-09-15T10:00:00Z');
    expect(servingText({ status: 'open', openNow: true, openUntil: '2026-09-15T17:30:00Z', opensAt: null }, now, 'Asia/Kolkata', 'hi')).toBe('रात 11:00 बजे तक खुला');
    expect(servingText({ status: 'closed', openNow: false, openUntil: null, opensAt: '2026-09-16T11:30:00Z' }, now, 'Asia/Kolkata', 'hi')).toBe('कल शाम 5:00 बजे खुलेगा');
    expect(servingText({ status: 'closed', openNow: false, openUntil: null, opensAt: null }, now, 'Asia/Kolkata', 'hi')).toBe('बंद');
  });
});
