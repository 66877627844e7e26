import { api } from '../../src/api/contracts';
import type { Route } from '../http';
import { num } from '../rules/input';
import { cancelQr, createQr, currentQr, noQr, qrOf, qrProvider } from '../rules/qr';

/** QR deposits (rules/qr.ts). An armed QR_FAIL is answered by the route wrapper before anything is made. */
export function depositRoutes(route: Route): void {
  const q = api.qrcode;
  route(q.get, ({ state, now, member, params }) => {
    const found = currentQr(state, now, member, qrProvider(params.provider));
    return found ? qrOf(found) : noQr();
  });
  route(q.create, ({ state, now, member, params, body }) => {
    const made = createQr(state, now, member, qrProvider(params.provider), num(body, 'amount'));
    return typeof made === 'string' ? noQr(made) : qrOf(made);
  });
  route(q.cancel, ({ state, now, member, params }) => {
    cancelQr(state, now, member, params.qrcodeId ?? '');
    return { success: true };
  });
}
