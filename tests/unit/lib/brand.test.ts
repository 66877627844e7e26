import { describe, expect, it } from 'vitest';
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
