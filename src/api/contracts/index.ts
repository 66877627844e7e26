import { account, auth } from './account';
import { bonus, promotion } from './bonus';
import { chat } from './chat';
import { qrcode, slips } from './deposit';
import type { AnyEndpoint } from './endpoint';
import { invite, refund } from './invite';
import { lookup } from './lookup';
import { spin } from './spin';
import { statement } from './statement';
import { wallet } from './wallet';

/** Every call of the product (docs/product.md#calls), by domain. */
export const api = {
  lookup,
  auth,
  account,
  wallet,
  qrcode,
  slips,
  invite,
  refund,
  bonus,
  promotion,
  spin,
  statement,
  chat,
};

export const allEndpoints: Array<{ name: string; endpoint: AnyEndpoint }> = Object.entries(api).flatMap(
  ([domain, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({ name: `${domain}.${name}`, endpoint: endpoint as AnyEndpoint })),
);

export * from './endpoint';
