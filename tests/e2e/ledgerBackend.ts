/**
 * A stateful stand-in backend for the browser suite: two members, each with a wallet and a game account in satang, a
 * ledger of every move, results kept per member and Idempotency-Key (the same key again answers the kept result and
 * moves nothing), QR codes that live 5 minutes by the bank's own clock (sent in every answer's `Date` header), and the
 * controls a test needs: lose an answer after the work, hold a call until released, end a member's session (401).
 * Every other call is answered with plain text its contract accepts (hostileBackend's `generate`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { generate, match } from './hostileBackend';

/** The stand-in's members: phone → password, name. */
export const MEMBERS = {
  '0811111111': { password: 'member1pw', name: 'Member One' },
  '0822222222': { password: 'member2pw', name: 'Member Two' },
} as const;
export type Phone = keyof typeof MEMBERS;
/** The game account every member has (its code and its name in the transfer's list). */
export const GAME = { code: 'pg', name: 'PG Slot' };
/** How long a QR code lives at the stand-in bank. */
const QR_LIFETIME_MS = 5 * 60 * 1000;

/** One move of money the stand-in carried out: once per member and key. */
interface Move {
  member: Phone;
  call: string;
  key: string;
  /** What left the wallet (positive) or came in (negative), in satang. */
  satang: number;
  /** The token the request carried. */
  token: string;
}

interface Account {
  wallet: number;
  game: number;
}

export interface LedgerBackend {
  url: string;
  /** Satang in a member's wallet and game account. */
  balance(member: Phone): Account;
  /** Every move carried out, in order. */
  moves: Move[];
  /** Every money request received (replays too): member, call, key. */
  requests: { member: Phone | null; call: string; key: string | undefined; token: string | null }[];
  /** Every call answered (or refused) after the login: its name and the member its token names. */
  calls: { member: Phone | null; call: string }[];
  /** The paths of the requests held unanswered (`hang`), and the most held at once. */
  hung: string[] & { most: number };
  /** Every QR code made, with the bank's expiry. */
  qrs: { member: Phone; provider: string; amount: number; expiresAt: number }[];
  /** Carry out the next `call` (a contract name, e.g. 'wallet.transfer'), then drop its answer (a reset connection). */
  loseNext(call: string): void;
  /** Hold the next `call` unanswered (before the work) until `release()`; resolves when it arrives. */
  hold(call: string): Promise<void>;
  /** Let the held call go on (carried out and answered). */
  release(): void;
  /** End every session of `member`: any call with its tokens answers 401 EXPIRED_AUTH_TOKEN. */
  expire(member: Phone): void;
  close(): Promise<void>;
}

const baht = (satang: number) => satang / 100;

/**
 * `wallet`: every member's satang (100 baht by default), `wallets` one member's; `headers`: sent with every answer
 * besides CORS, `Content-Type` and `Date` (a backend's cache headers).
 */
export async function ledgerBackend(
  opts: {
    wallet?: number;
    wallets?: Partial<Record<Phone, number>>;
    headers?: Record<string, string>;
    /** Requests to these paths are held unanswered until the bank closes (a collector on the API's host that hangs). */
    hang?: RegExp;
  } = {},
): Promise<LedgerBackend> {
  const accounts = new Map<Phone, Account>(
    (Object.keys(MEMBERS) as Phone[]).map((p) => [p, { wallet: opts.wallets?.[p] ?? opts.wallet ?? 100_00, game: 0 }]),
  );
  const tokens = new Map<string, Phone>();
  let issued = 0;
  const kept = new Map<string, string>();
  const moves: Move[] = [];
  const requests: LedgerBackend['requests'] = [];
  const qrs: LedgerBackend['qrs'] = [];
  const calls: LedgerBackend['calls'] = [];
  const hung = Object.assign([] as string[], { most: 0 });
  let hanging = 0;
  let losing: string | null = null;
  let holding: { call: string; arrived: () => void } | null = null;
  let held: (() => void) | null = null;
  const sockets = new Set<Socket>();

  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With, Idempotency-Key',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    'Access-Control-Expose-Headers': 'Date',
    ...opts.headers,
  };
  const send = (res: ServerResponse, status: number, body: unknown) =>
    void res
      .writeHead(status, { ...cors, 'Content-Type': 'application/json', Date: new Date().toUTCString() })
      .end(JSON.stringify(body));

  function walletOf(member: Phone) {
    const a = accounts.get(member)!;
    const body = generate(match('GET', '/api/wallet')!.endpoint.response, () => 'plain text') as Record<
      string,
      unknown
    >;
    return {
      ...body,
      profile: { ...(body.profile as object), name: MEMBERS[member].name, username: member, coin: 0 },
      wallet: { amount: baht(a.wallet) },
      slots: [
        {
          code: GAME.code,
          name: GAME.name,
          category: 'slot',
          logo: '',
          background: '',
          isActive: true,
          amount: baht(a.game),
          ftWalletSlot: 0,
          web: null,
          android: null,
          ios: null,
        },
      ],
    };
  }

  /** A money call's work: what moves (satang out of the wallet) and the answer, or a refusal. */
  function work(member: Phone, call: string, body: Record<string, unknown>, params: string[]) {
    const a = accounts.get(member)!;
    if (call === 'wallet.transfer') {
      const satang = Math.round(Number(body.amount) * 100);
      const out = body.from === 'WALLET' ? satang : -satang;
      if ((out > 0 ? a.wallet : a.game) < satang) return { refusal: 'MONEY_NOT_ENOUGH' };
      a.wallet -= out;
      a.game += out;
      return { satang: out, answer: { success: true, wallet: { amount: baht(a.wallet) } } };
    }
    if (call === 'qrcode.create') {
      const expiresAt = Date.now() + QR_LIFETIME_MS;
      const amount = Number(body.amount);
      qrs.push({ member, provider: params[0] ?? '', amount, expiresAt });
      return { satang: 0, answer: qrAnswer(qrs.at(-1)!) };
    }
    return { refusal: 'NO_DATA' };
  }
  const qrAnswer = (q: LedgerBackend['qrs'][number]) => ({
    qrcodeId: `qr-${qrs.indexOf(q)}`,
    hasQrcode: true,
    qrcode: '<img alt="QR" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
    amount: q.amount,
    expireIn: new Date(q.expiresAt).toISOString(),
    message: null,
  });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function answer(req: IncomingMessage, res: ServerResponse, raw: string) {
    res.shouldKeepAlive = false;
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (opts.hang?.test(path)) {
      // Held until the browser gives up on it (its timeout) or the bank closes.
      hanging++;
      hung.most = Math.max(hung.most, hanging);
      hung.push(path);
      return void req.socket.on('close', () => hanging--);
    }
    const found = match(req.method ?? 'GET', path);
    if (!found) return send(res, 404, { message: 'NO_DATA' });
    const { name, endpoint } = found;
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    if (name === 'auth.login') {
      const member = MEMBERS[body.username as Phone];
      if (!member || member.password !== body.password) return send(res, 400, { message: 'WRONG_CREDENTIAL' });
      const token = `token-${body.username as string}-${++issued}`;
      tokens.set(token, body.username as Phone);
      return send(res, 200, { token });
    }
    if (name === 'lookup.active') return send(res, 200, { terminated: null });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || null;
    const member = token ? (tokens.get(token) ?? null) : null;
    const key = endpoint.idempotent ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    calls.push({ member, call: name });
    if (endpoint.idempotent) requests.push({ member, call: name, key, token });
    if (endpoint.auth && !member) {
      const expired = token !== null && token.startsWith('token-');
      return send(res, 401, { message: expired ? 'EXPIRED_AUTH_TOKEN' : 'UNAUTHORIZED' });
    }
    if (holding?.call === name) {
      const h = holding;
      holding = null;
      h.arrived();
      await new Promise<void>((r) => (held = r));
    }
    if (name === 'wallet.get') return send(res, 200, walletOf(member!));
    if (name === 'qrcode.get') {
      const live = qrs.findLast((q) => q.member === member && q.provider === path.split('/').pop());
      if (live && live.expiresAt > Date.now()) return send(res, 200, qrAnswer(live));
      return send(res, 200, {
        qrcodeId: null,
        hasQrcode: false,
        qrcode: null,
        amount: null,
        expireIn: null,
        message: null,
      });
    }
    if (name === 'bonus.list') return send(res, 200, { bonuses: [] });
    if (name === 'lookup.deposit') {
      // One KBank account in SMS mode: the deposit dialog offers KBank's QR.
      const lookup = generate(endpoint.response, () => 'plain text') as { banks: Record<string, unknown>[] };
      const kbank = { ...lookup.banks[0], bankCode: 'KBANK', bankType: 'KBANK', mode: 'SMS' };
      return send(res, 200, { ...lookup, banks: [kbank], wallets: [], isManual: false });
    }
    if (key) {
      // Kept per member and key: the same key from another member is another request.
      const id = `${member}|${name}|${key}`;
      let out = kept.get(id);
      if (out === undefined) {
        const done = work(member!, name, body, path.split('/').slice(3));
        if ('refusal' in done) return send(res, 400, { message: done.refusal });
        moves.push({ member: member!, call: name, key, satang: done.satang, token: token! });
        out = JSON.stringify(done.answer);
        kept.set(id, out);
      }
      if (losing === name) {
        losing = null;
        return void req.socket.destroy();
      }
      return void res
        .writeHead(200, { ...cors, 'Content-Type': 'application/json', Date: new Date().toUTCString() })
        .end(out);
    }
    send(
      res,
      200,
      generate(endpoint.response, () => 'plain text'),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    balance: (m) => ({ ...accounts.get(m)! }),
    moves,
    requests,
    calls,
    hung,
    qrs,
    loseNext: (call) => void (losing = call),
    hold: (call) => new Promise<void>((arrived) => (holding = { call, arrived })),
    release: () => {
      held?.();
      held = null;
    },
    expire: (m) => {
      for (const [t, who] of tokens) if (who === m) tokens.delete(t);
    },
    close: () => {
      held?.();
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
