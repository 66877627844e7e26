/**
 * index.html's boot code, inlined by the build (scripts/prerender.ts; its hash is in the CSP, scripts/csp.mjs). It
 * runs before the first paint and does only what the page cannot do without it:
 * - the start's facts (src/lib/start.ts), on <html>: the app's root (any static host, at any sub-path, deep links
 *   included; the build's files, #boot-assets, and fonts, #boot-fonts, load from it), the language of the painted copy
 *   shown, and which painted screen shows: the login screen on /login, the member pages' frame on a member page with a
 *   stored session (with that page's code asked for at once, #boot-member), neither elsewhere;
 * - on a phone that has never started this site (no language chosen, the site's own not yet known), a painted screen
 *   waits for config.json to say the site's language (Lao on a Laos site), and so does the app's code: a Laos site
 *   never paints Thai first;
 * - a login submitted before the app runs: held (the password never goes into an address) and sent by the app.
 * - the painted copy shown kept, the others dropped, once the page is parsed (src/lib/firstScreen.ts).
 */
import { keepPaintedCopy, LIVE, parsed, PAINTED, SUBMITTED } from './lib/firstScreen';
import { HTML_LANG, isLanguage, type Language } from './lib/languages';
import { SITE_LANGUAGE_KEY } from './lib/siteLanguage';
import { decideStart, markStart, siteLanguageOf } from './lib/start';
import { failUnlessLive, showStartFailure } from './lib/startFailure';
import { STORAGE_KEYS, storage, tokenStore } from './lib/storage';

type Asset = [kind: string, path: string];
interface Fonts {
  faces: [family: string, weight: string, unicodeRange: string, path: string][];
  preload: Record<string, number[]>;
}
interface MemberCode {
  common: string[];
  pages: Record<string, string[]>;
  texts: Record<string, string[]>;
}

const html = document.documentElement;
const siteLanguage = storage.get(SITE_LANGUAGE_KEY);
const start = decideStart(
  location.pathname,
  storage.get(STORAGE_KEYS.locale),
  tokenStore.read() !== null,
  siteLanguage,
);
const { root, page } = start;
const prefix = location.origin + root;
/**
 * The start's language, settled. A painted screen on a phone that knows neither a chosen language nor the site's waits
 * for config.json (asked for at once, beside the page's other files) to say the site's, for at most 2 s (then Thai,
 * and the app turns to the site's language once it runs): nothing is painted meanwhile, rather than a screen in the
 * wrong language. The answer is kept for the next start.
 */
const waiting = start.shell !== null && !start.chosen && !isLanguage(siteLanguage);
// Meanwhile the facts without the painted screen: the root, and the provisional language.
markStart(html, waiting ? { ...start, shell: null } : start);
html.setAttribute('lang', HTML_LANG[start.lang]);
const settled: Promise<unknown> = waiting
  ? Promise.race([
      fetch(`${prefix}config.json`, { cache: 'no-store' })
        .then((r) => r.json())
        .then((c: { laos?: unknown } | null) => {
          const lang = siteLanguageOf(c?.laos);
          storage.set(SITE_LANGUAGE_KEY, lang);
          return lang;
        }),
      new Promise<Language>((r) => setTimeout(r, 2000, 'th')),
    ])
      .catch(() => 'th' as const)
      .then((lang) => {
        start.lang = lang;
        markStart(html, start);
        html.setAttribute('lang', HTML_LANG[lang]);
      })
  : Promise.resolve();

/** What the build wrote for this code (scripts/boot-data.ts); null when served by the dev server. */
function data<T>(id: string): T | null {
  const el = document.getElementById(id);
  return el ? (JSON.parse(el.textContent || 'null') as T) : null;
}
const tt = window.trustedTypes?.createPolicy('boot', {
  createScriptURL: (u: string) => {
    if (u.startsWith(`${prefix}assets/`)) return u;
    throw new TypeError(`not an asset of this app: ${u}`);
  },
});

// The fonts (scripts/fonts.ts): every face declared before the first layout (a stylesheet arriving later lays the page
// out again), from the app's root, and the first screen's subsets in the page's language asked for at once.
const fonts = data<Fonts>('boot-fonts');
if (fonts) {
  // One stylesheet made in the page (the CSP governs no stylesheet built this way): one parse for every face, where a
  // FontFace object each cost a slow phone about 50 ms at start. A browser without such stylesheets gets the objects.
  const src = (file: string) => `url(${JSON.stringify(prefix + file)}) format("woff2")`;
  const face = ([family, weight, unicodeRange, file]: Fonts['faces'][number]) =>
    `@font-face{font-family:${JSON.stringify(family)};font-weight:${weight};font-display:swap;unicode-range:${unicodeRange};src:${src(file)}}`;
  const fontSet = document.fonts as FontFaceSet | undefined;
  if ('adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(fonts.faces.map(face).join(''));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else if (window.FontFace && fontSet) {
    for (const [family, weight, unicodeRange, file] of fonts.faces) {
      fontSet.add(new FontFace(family, src(file), { weight, unicodeRange, display: 'swap' }));
    }
  }
  // The start's language's, before the first layout (a preload added later is not the one the layout uses, and the
  // font is fetched twice); a language config.json settles on otherwise adds its own.
  const preloaded = new Set<number>();
  const preload = () => {
    for (const i of fonts.preload[start.lang] ?? []) {
      if (preloaded.has(i)) continue;
      preloaded.add(i);
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = '';
      link.href = prefix + fonts.faces[i]![3];
      document.head.appendChild(link);
    }
  };
  preload();
  void settled.then(preload);
}

function addOne([kind, file]: Asset) {
  const url = prefix + file;
  let el: HTMLScriptElement | HTMLLinkElement;
  if (kind === 'script') {
    el = document.createElement('script');
    el.type = 'module';
    el.crossOrigin = '';
    el.src = (tt ? tt.createScriptURL(url) : url) as string;
    // The app's code did not come (a dropped connection, a deployment that removed it): said, with "Try again".
    el.onerror = () => showStartFailure();
  } else {
    const link = document.createElement('link');
    link.rel = kind;
    if (kind === 'modulepreload') link.crossOrigin = '';
    if (kind === 'stylesheet') {
      link.media = 'print';
      link.onload = () => (link.media = 'all');
    }
    link.href = url;
    el = link;
  }
  document.head.appendChild(el);
}

// The icon and the manifest at once (else the browser asks the host's root for /favicon.ico); the code once the page
// has painted (a script running before the first frame would hold that paint back), one file a task.
const assets = data<Asset[]>('boot-assets') ?? [];
const named = (a: Asset) => a[0] === 'icon' || a[0] === 'manifest';
for (const a of assets) if (named(a)) addOne(a);
const memberCode = page ? data<MemberCode>('boot-member') : null;
let started = false;
function load() {
  if (started) return;
  started = true;
  // The app's own code (the entry, which reads the start's facts) once the language is settled; what it imports at once.
  for (const a of assets) {
    if (named(a)) continue;
    if (a[0] === 'script') void settled.then(() => setTimeout(addOne, 0, a));
    else setTimeout(addOne, 0, a);
  }
  if (!memberCode) return;
  const texts = memberCode.texts;
  const code = [
    ...memberCode.common,
    ...(memberCode.pages[page!] ?? []),
    ...(texts.th ?? []),
    ...((start.lang !== 'th' && texts[start.lang]) || []),
  ];
  for (const file of code) setTimeout(addOne, 0, ['modulepreload', file]);
}
requestAnimationFrame(() => setTimeout(load, 0));
// Nor did it come within the limit (a held download, a start step that hangs): said too.
failUnlessLive();
// A tab opened in the background gets no frames: load anyway.
setTimeout(load, 250);

// The page keeps only the painted copy it shows, unmarked, its links from the app's root (they were written from the
// host's): the app hydrates it (the login screen) or replaces it (the member frame).
void Promise.all([parsed(), settled]).then(() => keepPaintedCopy(start));
// A tap on a painted link before (the app's code still on its way holds the parse's end back) goes from the app's root
// too.
document.addEventListener(
  'click',
  (e) => {
    const a = (e.target as Element).closest?.(`[${PAINTED}] a[href^="/"]`);
    if (!a) return;
    e.preventDefault();
    location.assign(root + a.getAttribute('href')!.slice(1));
  },
  true,
);

// A submit before the app runs (Enter in a field, a tap on the button) is held, not sent by the browser, and marked:
// the button shows it is at work (styles.css), and the app sends it once it runs (src/lib/firstScreen.ts).
document.addEventListener(
  'submit',
  (e) => {
    if (html.hasAttribute(LIVE)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    html.setAttribute(SUBMITTED, '');
  },
  true,
);
