import { describe, expect, it } from 'vitest';
import { ConfigError, isDemo, parseConfig } from '../../../src/lib/config';

describe('parseConfig', () => {
  it('fills every default from an empty object', () => {
    expect(parseConfig({})).toEqual({
      apiBaseUrl: '',
      chatSocketUrl: '',
      chatPrefix: '',
      laos: false,
      gameLaunch: 'newTab',
      customGame: '',
      customGameHost: '',
      gameMessage: '',
      version: '',
      contentHosts: [],
      brand: { primary: '#f59e0b', accent: '#b45309', themeColor: '#0f172a' },
    });
  });

  it('keeps the values it is given', () => {
    const c = parseConfig({ apiBaseUrl: 'https://api.example.test', laos: true, gameLaunch: 'iframe', qrMinimum: 50 });
    expect(c).toMatchObject({
      apiBaseUrl: 'https://api.example.test',
      laos: true,
      gameLaunch: 'iframe',
      qrMinimum: 50,
    });
  });

  it('rejects a wrong type with a ConfigError naming the field', () => {
    let err: unknown;
    try {
      parseConfig({ laos: 'yes' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).detail).toMatch(/^laos: \S/);
  });

  it('rejects a config that is not an object, and an unknown game launch mode', () => {
    expect(() => parseConfig(null)).toThrow(ConfigError);
    expect(() => parseConfig({ gameLaunch: 'popup' })).toThrow(/gameLaunch/);
    expect(() => parseConfig({ qrMinimum: 0 })).toThrow(/qrMinimum/);
  });
});

describe('isDemo', () => {
  it('is true only when no API base URL is configured', () => {
    expect(isDemo(parseConfig({}))).toBe(true);
    expect(isDemo(parseConfig({ apiBaseUrl: '   ' }))).toBe(true);
    expect(isDemo(parseConfig({ apiBaseUrl: 'https://api.example.test' }))).toBe(false);
  });
});
