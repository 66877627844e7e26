import { api } from '../../src/api/contracts';
import { QR_PROVIDERS } from '../../src/api/contracts/deposit';
import { QR_MINIMUM } from '../content';
import type { Route } from '../http';
import { fail } from '../rules/errors';
import { num } from '../rules/input';
import { toBaht, toSatang } from '../rules/ledger';
import type { DemoState, Member, QrRecord } from '../state';
import { iso, nextId } from '../state';

export const QR_TTL_MS = 10 * 60 * 1000;
const noQr = (message: string | null = null) => ({ qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message });

/** A small pseudo QR (not scannable) drawn from the id's bits. */
function qrSvg(id: string): string {
  let seed = 0;
  for (const ch of id) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) >>> 0;
  let d = '';
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? (x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5)) : (seed >>> 16) % 2 === 0;
      if (on) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="200" height="200"><rect x="-1" y="-1" width="23" height="23" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

const qrOf = (q: QrRecord) => ({
  qrcodeId: q.qrcodeId, hasQrcode: true, qrcode: qrSvg(q.qrcodeId), amount: toBaht(q.satang), expireIn: iso(q.expiresAt), message: null,
});

function provider(code: string | undefined): string {
  if (!code || !(QR_PROVIDERS as readonly string[]).includes(code)) fail('NO_DATA', 404);
  return code;
}

function current(state: DemoState, now: number, member: Member, p: string): QrRecord | undefined {
  state.qrcodes = state.qrcodes.filter((q) => q.expiresAt > now);
  return state.qrcodes.find((q) => q.memberId === member._id && q.provider === p);
}

export function depositRoutes(route: Route): void {
  const q = api.qrcode;
  route(q.get, ({ state, now, member, params }) => {
    const found = current(state, now, member, provider(params.provider));
    return found ? qrOf(found) : noQr();
  });
  route(q.create, ({ state, now, member, params, body }) => {
    const p = provider(params.provider);
    const satang = toSatang(num(body, 'amount'));
    if (satang < (QR_MINIMUM[p] ?? 1) * 100) return noQr('QR_FAIL');
    const existing = current(state, now, member, p);
    if (existing) return qrOf(existing);
    const rec: QrRecord = { qrcodeId: nextId(state), memberId: member._id, provider: p, satang, createdAt: now, expiresAt: now + QR_TTL_MS };
    state.qrcodes.push(rec);
    return qrOf(rec);
  });
  route(q.cancel, ({ state, member, params }) => {
    const i = state.qrcodes.findIndex((r) => r.qrcodeId === params.qrcodeId && r.memberId === member._id);
    if (i < 0) fail('NO_DATA', 404);
    state.qrcodes.splice(i, 1);
    return { success: true };
  });
}
