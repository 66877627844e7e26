/** What a manifest takes of a brand (lib/brand.ts, which loads this file when a running config's brand needs it). */
export interface ManifestBrand {
  name?: string;
  logo?: string;
  themeColor: string;
}

/** The web app manifest of a brand, for an app served from `root` (an absolute URL ending in /). */
export function manifestOf(brand: ManifestBrand, root: string, defaultName = 'Wallet') {
  const name = brand.name ?? defaultName;
  const icon = (file: string, sizes: string, purpose?: string) => ({
    src: new URL(file, root).href,
    sizes,
    type: 'image/png',
    ...(purpose ? { purpose } : {}),
  });
  return {
    id: new URL('./', root).href,
    name,
    short_name: name.length <= 12 ? name : name.slice(0, 12).trim(),
    lang: 'th',
    start_url: new URL('./', root).href,
    scope: new URL('./', root).href,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f1f5f9',
    theme_color: brand.themeColor,
    icons: [
      icon('icons/icon-192.png', '192x192'),
      icon('icons/icon-512.png', '512x512'),
      icon('icons/maskable-512.png', '512x512', 'maskable'),
      ...(brand.logo?.endsWith('.svg')
        ? [{ src: new URL(brand.logo, root).href, sizes: 'any', type: 'image/svg+xml' }]
        : []),
    ],
  };
}
