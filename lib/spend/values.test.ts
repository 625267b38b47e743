import { describe, expect, it } from 'vitest';
import { parseCost, parseCurrency, parseDay } from './values';

describe('parseCost', () => {
  it('reads costs to whole cents, grouped or not, without floating point', () => {
    expect(parseCost('1,234.56')).toEqual({ kind: 'cents', cents: 123456 });
    expect(parseCost(' 1234.56 ')).toEqual({ kind: 'cents', cents: 123456 });
    expect(parseCost('1,000,000')).toEqual({ kind: 'cents', cents: 100000000 });
    expect(parseCost('0.1')).toEqual({ kind: 'cents', cents: 10 });
    expect(parseCost('.5')).toEqual({ kind: 'cents', cents: 50 });
    expect(parseCost('0')).toEqual({ kind: 'cents', cents: 0 });
    expect(parseCost('-0.00')).toEqual({ kind: 'cents', cents: 0 });
  });

  it('rounds a third decimal half up', () => {
    expect(parseCost('1.005')).toEqual({ kind: 'cents', cents: 101 });
    expect(parseCost('1.0049')).toEqual({ kind: 'cents', cents: 100 });
    expect(parseCost('0.995')).toEqual({ kind: 'cents', cents: 100 });
  });

  it('tells negative costs from text that is no number', () => {
    expect(parseCost('-1.00')).toEqual({ kind: 'negative' });
    expect(parseCost('(1.00)')).toEqual({ kind: 'negative' });
    for (const text of [
      '',
      '.',
      '12,34',
      '1,23,456.00',
      '1.2.3',
      '$5',
      '5 USD',
      '1e3',
      'NaN',
      '--',
    ]) {
      expect(parseCost(text)).toEqual({ kind: 'not-a-number' });
    }
    expect(parseCost('99999999999999')).toEqual({ kind: 'not-a-number' });
  });
});

describe('parseDay', () => {
  it('reads each style to YYYY-MM-DD', () => {
    expect(parseDay('2026-11-01', ['iso'])).toBe('2026-11-01');
    expect(parseDay('11/1/2026', ['iso', 'us'])).toBe('2026-11-01');
    expect(parseDay('02/29/2028', ['us'])).toBe('2028-02-29');
  });

  it('refuses days that do not exist and styles not allowed', () => {
    expect(parseDay('2026-02-29', ['iso'])).toBeNull();
    expect(parseDay('2026-11-31', ['iso'])).toBeNull();
    expect(parseDay('11/1/2026', ['iso'])).toBeNull();
    expect(parseDay('13/1/2026', ['us'])).toBeNull();
    expect(parseDay('2026-1-1', ['iso'])).toBeNull();
    expect(parseDay('November 1, 2026', ['iso', 'us'])).toBeNull();
  });
});

describe('parseCurrency', () => {
  it('reads three-letter codes, upper-cased', () => {
    expect(parseCurrency(' usd ')).toBe('USD');
    expect(parseCurrency('US$')).toBeNull();
    expect(parseCurrency('')).toBeNull();
  });
});
