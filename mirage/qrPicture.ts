/**
 * The demo bank's QR picture: a small pseudo QR drawn from the id's bits (three finder squares and noise). A picture,
 * not a payment: the demo pays a QR with `demo.payQr`, never by scanning it. Kept apart from the QR rules
 * (rules/qr.ts) so that the money rules' mutation score is about money.
 */
/** A small pseudo QR (not scannable) drawn from the id's bits: three finder squares and noise. */
function qrSvg(id: string): string {
  let seed = 0;
  for (const ch of id) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) >>> 0;
  let d = '';
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder
        ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5)
        : (seed >>> 16) % 2 === 0;
      if (on) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="200" height="200"><rect x="-1" y="-1" width="23" height="23" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/** The `qrcode` field: image markup the app renders as is. */
export const qrMarkup = (id: string): string => `<img alt="QR" src="data:image/svg+xml;base64,${btoa(qrSvg(id))}">`;
