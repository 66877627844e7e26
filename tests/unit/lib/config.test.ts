// @vitest-environment node
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

  it("takes a Laos deployment's kip constants, any of them, and refuses one that is not a positive amount", () => {
    expect(parseConfig({}).kip).toBeUndefined();
    expect(parseConfig({ kip: { transferMinimum: 2000 } }).kip).toEqual({ transferMinimum: 2000 });
    expect(parseConfig({ kip: { qrPresets: [20_000, 50_000], qrMinimum: 20_000 } }).kip).toEqual({
      qrPresets: [20_000, 50_000],
      qrMinimum: 20_000,
    });
    expect(() => parseConfig({ kip: { transferMinimum: 0 } })).toThrow(/kip\.transferMinimum/);
    expect(() => parseConfig({ kip: { qrPresets: [] } })).toThrow(/kip\.qrPresets/);
    expect(() => parseConfig({ kip: { qrPresets: [-1] } })).toThrow(/kip\.qrPresets/);
    expect(() => parseConfig({ kip: 1000 })).toThrow(/kip/);
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

describe('the demo only where asked', () => {
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

describe('config.json that cannot be read says why (the start-failure screen shows it)', () => {
  const failing = async (answer: () => Promise<Response>, url?: string) => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    try {
      await (url === undefined ? loadConfig() : loadConfig(url));
      return { detail: 'loaded', calls: fetched.mock.calls };
    } catch (e) {
      return { error: e, detail: (e as ConfigError).detail, calls: fetched.mock.calls };
    } finally {
      fetched.mockRestore();
    }
  };

  it('asks for config.json past every cache, within the 60 s of any call', async () => {
    const { calls } = await failing(async () => Response.json({ demo: true }));
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('config.json');
    expect(calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('names the file and what went wrong: no answer, an error status, not JSON', async () => {
    const lost = await failing(() => Promise.reject(new TypeError('Failed to fetch')), '/wallet/config.json');
    expect(lost.error).toBeInstanceOf(ConfigError);
    expect((lost.error as Error).name).toBe('ConfigError');
    expect(lost.detail).toBe('/wallet/config.json could not be fetched');
    expect((await failing(async () => new Response('gone', { status: 404 }))).detail).toBe('config.json answered 404');
    expect((await failing(async () => new Response('<html>', { status: 200 }))).detail).toBe(
      'config.json is not valid JSON',
    );
  });

  it('names every wrong field, and the root for a config that is not an object', () => {
    const detail = (raw: unknown) => {
      try {
        parseConfig(raw);
        return 'parsed';
      } catch (e) {
        return (e as ConfigError).detail;
      }
    };
    expect(detail(null)).toMatch(/^\(root\): \S/);
    expect(
      detail({ laos: 'yes', demo: 1 })
        .split('; ')
        .map((s) => s.split(':')[0]),
    ).toEqual(['demo', 'laos']);
  });
});

describe('the settings a deployment can choose', () => {
  it('launches games in a new tab or a frame, and nothing else', () => {
    expect(parseConfig({ gameLaunch: 'newTab' }).gameLaunch).toBe('newTab');
    expect(parseConfig({ gameLaunch: 'iframe' }).gameLaunch).toBe('iframe');
    expect(() => parseConfig({ gameLaunch: '' })).toThrow(ConfigError);
  });

  it('takes content hosts only as http(s) origins', () => {
    const hosts = ['https://cdn.example.test', 'http://img.example.test:8080', 'https://a'];
    expect(parseConfig({ contentHosts: hosts }).contentHosts).toEqual(hosts);
    for (const bad of [
      'ftp://cdn.example.test',
      'https://',
      'cdn.example.test',
      ' https://cdn.example.test',
      'https:///x',
      'https:// x',
    ])
      expect(() => parseConfig({ contentHosts: [bad] }), bad).toThrow(/^contentHosts\.0: an http\(s\) origin$/);
  });
});
