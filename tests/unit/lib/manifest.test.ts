// @vitest-environment node
// The web app manifest of a brand (src/lib/manifest.ts): installable from the app's own root, in the brand's name and
// colour, its icons from that root.
import { describe, expect, it } from 'vitest';
import { manifestOf } from '../../../src/lib/manifest';

const root = 'https://wallet.example/app/';

describe('a brand’s manifest', () => {
  it('is the app at its root, in the brand’s name, colour and logo', () => {
    expect(manifestOf({ name: 'Lanxang Play', themeColor: '#082f49', logo: 'brands/lanxang.svg' }, root)).toEqual({
      id: root,
      name: 'Lanxang Play',
      short_name: 'Lanxang Play',
      lang: 'th',
      start_url: root,
      scope: root,
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#f1f5f9',
      theme_color: '#082f49',
      icons: [
        { src: `${root}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${root}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
        { src: `${root}icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: `${root}brands/lanxang.svg`, sizes: 'any', type: 'image/svg+xml' },
      ],
    });
  });

  it('a brand without a name takes the default; a long name is cut to 12 for the home screen; a PNG logo is no icon', () => {
    expect(manifestOf({ themeColor: '#111' }, root).name).toBe('Wallet');
    expect(manifestOf({ themeColor: '#111' }, root, 'Demo Wallet').short_name).toBe('Demo Wallet');
    const long = manifestOf({ name: 'Golden Dragon Wallet', themeColor: '#111', logo: 'x.png' }, root);
    expect([long.name, long.short_name]).toEqual(['Golden Dragon Wallet', 'Golden Drago']);
    expect(manifestOf({ name: 'Twelve chars', themeColor: '#111' }, root).short_name).toBe('Twelve chars');
    expect(manifestOf({ name: 'Thirteen char', themeColor: '#111' }, root).short_name).toBe('Thirteen cha');
    expect(manifestOf({ name: 'Golden Drag x', themeColor: '#111' }, root).short_name).toBe('Golden Drag');
    expect(long.icons).toHaveLength(3);
  });
});
