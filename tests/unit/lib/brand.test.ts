import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BRANDS } from '../../../mirage/brands';
import { applyBrand, contrast, DEFAULT_BRAND, inkOn } from '../../../src/lib/brand';
import { ConfigError, parseConfig } from '../../../src/lib/config';

const detail = (raw: unknown) => {
  try {
    parseConfig(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).detail;
  }
  throw new Error('expected a ConfigError');
};

describe('config.json brand', () => {
  it('defaults to the colours of styles.css and the translated app name (no name, no logo)', () => {
    expect(parseConfig({}).brand).toEqual(DEFAULT_BRAND);
  });

  it('keeps a readable brand, and both demo brands are valid', () => {
    const brand = {
      name: 'Lanxang Play',
      logo: 'brands/lanxang.svg',
      primary: '#38bdf8',
      accent: '#0369a1',
      themeColor: '#082f49',
    };
    expect(parseConfig({ brand }).brand).toEqual(brand);
    for (const b of Object.values(DEMO_BRANDS)) expect(parseConfig({ brand: b }).brand).toMatchObject(b);
    expect(parseConfig({ brand: { logo: 'https://cdn.example.test/logo.png' } }).brand.logo).toBe(
      'https://cdn.example.test/logo.png',
    );
  });

  it('refuses colours that are not #rrggbb, a logo that is neither an app file nor https, an empty name', () => {
    expect(detail({ brand: { primary: 'red' } })).toContain('brand.primary: a colour as #rrggbb');
    expect(detail({ brand: { logo: 'javascript:alert(1)' } })).toContain('brand.logo');
    expect(detail({ brand: { logo: 'http://insecure.test/l.png' } })).toContain('brand.logo');
    expect(detail({ brand: { logo: '../secret.svg' } })).toContain('brand.logo');
    expect(detail({ brand: { name: '  ' } })).toContain('brand.name');
  });

  it('refuses colours a member could not read, naming the field and the contrast', () => {
    expect(detail({ brand: { accent: '#fbbf24' } })).toMatch(
      /brand\.accent: on white has a contrast of 1\.\d\d:1, below 4\.5:1/,
    );
    expect(detail({ brand: { themeColor: '#94a3b8', primary: '#000000' } })).toMatch(
      /brand\.themeColor: under white text has a contrast of 2\.\d\d:1/,
    );
    expect(detail({ brand: { primary: '#1e293b' } })).toMatch(
      /brand\.primary: on the theme colour #0f172a has a contrast of 1\.\d\d:1/,
    );
  });
});

describe('contrast and ink', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
  it('writes dark text on a light button and white on a dark one', () => {
    expect(inkOn('#f59e0b')).toBe('#111111');
    expect(inkOn('#1d4ed8')).toBe('#ffffff');
  });
});

describe('applyBrand', () => {
  it('sets the colours, the ink, the theme colour of the phone and the title', async () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    await applyBrand(
      { name: 'Lanxang Play', primary: '#38bdf8', accent: '#0369a1', themeColor: '#082f49' },
      'https://host.test/wallet/',
    );
    const style = document.documentElement.style;
    expect([
      style.getPropertyValue('--brand'),
      style.getPropertyValue('--brand-ink'),
      style.getPropertyValue('--accent'),
      style.getPropertyValue('--dark'),
    ]).toEqual(['#38bdf8', '#111111', '#0369a1', '#082f49']);
    expect(meta.content).toBe('#082f49');
    expect(document.title).toBe('Lanxang Play');
    meta.remove();
  });

  it("leaves the page alone for the build's own brand (no name, no logo, default colours): it is already there", async () => {
    document.documentElement.removeAttribute('style');
    document.title = 'Wallet';
    await applyBrand({ ...DEFAULT_BRAND }, 'https://host.test/wallet/');
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.title).toBe('Wallet');
    // One change is enough to apply it all.
    await applyBrand({ ...DEFAULT_BRAND, accent: '#0369a1' }, 'https://host.test/wallet/');
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#0369a1');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe(DEFAULT_BRAND.primary);
  });
});

describe('the brand a deployment can write', () => {
  it('takes a colour only as exactly #rrggbb', () => {
    expect(parseConfig({ brand: { accent: '#0369A1' } }).brand.accent).toBe('#0369A1');
    for (const bad of ['x#0369a1', '#0369a1ff', '#0369a', '0369a1'])
      expect(detail({ brand: { accent: bad } }).split('; ')[0], bad).toBe('brand.accent: a colour as #rrggbb');
  });

  it('takes a logo that is an app file or an https address, whole', () => {
    expect(parseConfig({ brand: { logo: 'brands/a-b_c.webp' } }).brand.logo).toBe('brands/a-b_c.webp');
    for (const bad of ['brands/logo.svg.js', 'brands/logo.gif', 'https://cdn.example.test', '/etc/logo.svg'])
      expect(detail({ brand: { logo: bad } }), bad).toBe(
        'brand.logo: a file of the app (brands/logo.svg) or an https address',
      );
  });
});

describe('applyBrand: any one thing of its own makes it the deployment’s brand', () => {
  const fresh = () => {
    document.documentElement.removeAttribute('style');
    document.title = 'Wallet';
  };
  it.each([
    ['a name', { name: 'Lanxang Play' }],
    ['a logo', { logo: 'brands/lanxang.svg' }],
    ['its primary', { primary: '#fbbf24' }],
    ['its theme colour', { themeColor: '#082f49' }],
  ])('%s', async (_, own) => {
    fresh();
    await applyBrand({ ...DEFAULT_BRAND, ...own }, 'https://host.test/');
    expect(document.documentElement.style.getPropertyValue('--dark')).toBe(
      'themeColor' in own ? own.themeColor : DEFAULT_BRAND.themeColor,
    );
    // The title is the brand's name, and stays the app's without one.
    expect(document.title).toBe('name' in own ? own.name : 'Wallet');
  });
});

describe("applyBrand: the phone's manifest of the brand", () => {
  const own = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = own;
  });

  it('points the manifest link at a manifest with the brand’s name and colours', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: 'manifest.webmanifest' });
    document.head.append(link);
    const made: Blob[] = [];
    const create = (URL.createObjectURL = vi.fn((b: Blob) => (made.push(b), 'blob:https://host.test/1')));
    try {
      await applyBrand({ ...DEFAULT_BRAND, name: 'Lanxang Play', themeColor: '#082f49' }, 'https://host.test/w/');
      expect(create).toHaveBeenCalledOnce();
      expect(link.href).toBe('blob:https://host.test/1');
      expect(made[0]!.type).toBe('application/manifest+json');
      expect(JSON.parse(await made[0]!.text())).toMatchObject({ name: 'Lanxang Play', theme_color: '#082f49' });
    } finally {
      link.remove();
    }
  });

  it('leaves the manifest link alone where the browser cannot make an address for it', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: 'manifest.webmanifest' });
    document.head.append(link);
    (URL as { createObjectURL?: unknown }).createObjectURL = undefined;
    await applyBrand({ ...DEFAULT_BRAND, name: 'Lanxang Play' }, 'https://host.test/w/');
    expect(link.getAttribute('href')).toBe('manifest.webmanifest');
    link.remove();
  });
});
