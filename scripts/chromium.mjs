// Debian's Chromium (never a downloaded one) and the flags every script and the browser suite launch it with: no
// sandbox (CI runs as root), no GPU, and none of the browser's own traffic (QUIC, updates, sync, background requests).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
