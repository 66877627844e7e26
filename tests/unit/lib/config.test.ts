import { describe, expect, it, vi } from 'vitest';
import { ConfigError, isDemo, loadConfig, parseConfig, type RuntimeConfig } from '../../../src/lib/config';

describe('parseConfig', () => {
  it('fills every default from an empty object', () => {
    expect(parseConfig({})).toEqual({
      apiBaseUrl: '',
      demo: false,
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

/** config.json as the deployment serves it, read by loadConfig with the deployment's own rules. */
async function served(json: unknown): Promise<RuntimeConfig | string> {
  const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(json));
  try {
    return await loadConfig('config.json');
  } catch (e) {
    return e instanceof ConfigError ? e.detail : String(e);
  } finally {
    fetched.mockRestore();
  }
}

describe('the demo only where asked (issue 53)', () => {
  it('runs the demo only when config.json turns it on', async () => {
    const demo = await served({ demo: true });
    expect(typeof demo !== 'string' && isDemo(demo)).toBe(true);
    const real = await served({ apiBaseUrl: 'https://api.example.test' });
    expect(real).toMatchObject({ apiBaseUrl: 'https://api.example.test', demo: false });
    expect(typeof real !== 'string' && isDemo(real)).toBe(false);
  });

  it('a config with neither a backend nor the demo is a site not set up, never the demo', async () => {
    expect(await served({})).toBe('apiBaseUrl or demo: neither is set');
    expect(await served({ apiBaseUrl: '   ', demo: false })).toBe('apiBaseUrl or demo: neither is set');
  });

  it('refuses the demo beside a backend', async () => {
    expect(await served({ demo: true, apiBaseUrl: 'https://api.example.test' })).toBe(
      'apiBaseUrl or demo: both are set',
    );
  });
});
