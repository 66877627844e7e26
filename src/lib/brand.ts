import { z } from 'zod/mini';

/** A colour as config.json writes it: #rrggbb. */
const hex = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb'));

/** The brand's defaults: the colours of styles.css. */
export const DEFAULT_BRAND = { primary: '#f59e0b', accent: '#b45309', themeColor: '#0f172a' } as const;

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The text colour on a primary button: black or white, whichever reads better. */
export const inkOn = (background: string) =>
  contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#111111' : '#ffffff';

/** A logo: a file of the deployment (relative to the app) or an https address (its host belongs in contentHosts). */
const logo = z
  .string()
  .check(
    z.refine(
      (s) => /^(https:\/\/[^/\s]+\/\S*|[\w.-][\w./-]*\.(svg|png|webp))$/.test(s) && !s.includes('..'),
      'a file of the app (brands/logo.svg) or an https address',
    ),
  );

/**
 * config.json's `brand`: the name and logo of the top bar and the login screen, the colours, and the phone's theme
 * colour. Colours must stay readable (WCAG AA, 4.5:1): the accent on white (links, icons), white on the theme colour
 * (top bar, bottom menu), the primary on the theme colour (the brand's name in the top bar).
 */
export const brandSchema = z
  .object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    logo: z.optional(logo),
    primary: z._default(hex, DEFAULT_BRAND.primary),
    accent: z._default(hex, DEFAULT_BRAND.accent),
    themeColor: z._default(hex, DEFAULT_BRAND.themeColor),
  })
  .check((ctx) => {
    const b = ctx.value;
    const rules: Array<[string, string, string, string]> = [
      ['accent', b.accent, '#ffffff', 'on white'],
      ['themeColor', '#ffffff', b.themeColor, 'under white text'],
      ['primary', b.primary, b.themeColor, `on the theme colour ${b.themeColor}`],
    ];
    for (const [field, fg, bg, where] of rules) {
      const ratio = contrast(fg, bg);
      if (ratio < 4.5)
        ctx.issues.push({
          code: 'custom',
          input: b,
          path: [field],
          message: `${where} has a contrast of ${ratio.toFixed(2)}:1, below 4.5:1`,
        });
    }
  });

export type Brand = z.infer<typeof brandSchema>;

/** No name, no logo, the default colours: what index.html and styles.css already show. */
const isBuildBrand = (brand: Brand) =>
  !brand.name &&
  !brand.logo &&
  brand.primary === DEFAULT_BRAND.primary &&
  brand.accent === DEFAULT_BRAND.accent &&
  brand.themeColor === DEFAULT_BRAND.themeColor;

/**
 * The brand's colours on the page (CSS variables of styles.css), the phone's theme colour, the window title, and the
 * web app manifest (the build's file names the build's brand; this one is the running config's, at the app's root).
 */
export async function applyBrand(brand: Brand, root: string, doc: Document = document): Promise<void> {
  // The build's own brand is already in the page (styles.css, index.html, the built manifest): touching the root's
  // style would restyle the whole page for nothing while it starts.
  if (isBuildBrand(brand)) return;
  const style = doc.documentElement.style;
  style.setProperty('--brand', brand.primary);
  style.setProperty('--brand-ink', inkOn(brand.primary));
  style.setProperty('--accent', brand.accent);
  style.setProperty('--dark', brand.themeColor);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor);
  if (brand.name) doc.title = brand.name;
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && typeof URL.createObjectURL === 'function') {
    // Only a deployment with its own brand needs this code. Not to use the app: if it does not come, the build's
    // manifest stays and the app starts all the same.
    const manifestOf = await import('./manifest.ts').then(
      (m) => m.manifestOf,
      () => null,
    );
    if (!manifestOf) return;
    const manifest = JSON.stringify(manifestOf(brand, root));
    link.href = URL.createObjectURL(new Blob([manifest], { type: 'application/manifest+json' }));
  }
}
