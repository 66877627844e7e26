/**
 * The OpenAPI document's examples (src/api/openapi.ts): what the demo bank answers its funded member (Somchai) for
 * every call, each call made on a fresh bank with its sample (mirage/samples.ts). The bank's routes run directly, in
 * Node, without Mirage's interception of fetch: `npm run openapi` and the build call this.
 */
import type { Request, Response, Server } from 'miragejs';
import { fillPath } from '../src/api/client';
import { allEndpoints, type AnyEndpoint } from '../src/api/contracts';
import type { CallName } from '../src/api/contracts/refusals';
import type { Example } from '../src/api/openapi';
import { APP_ROOT } from '../src/lib/base';
import { encryptGiftLink } from '../src/lib/crypto';
import { createChatAgent } from './chatAgent';
import { DEMO_WALLET_NAME } from './content';
import { router, type Runtime } from './http';
import { DEMO_TRUELINK_PUBLIC_KEY } from './keys';
import { DEMO_PASSWORD, PERSONAS } from './personas';
import { bankRoutes } from './routes';
import { prepared, type Sample } from './samples';
import { seed } from './seed';

type Answerer = (schema: unknown, request: Request) => Response | Promise<Response>;

/** The demo bank as a function: a call goes straight to its route; the answer is its status and body. */
function directBank(now: number) {
  const rt: Runtime = { state: seed(now), now: () => now, save: () => {} };
  const routes = new Map<string, Answerer>();
  const on = (method: string) => (path: string, fn: Answerer) => void routes.set(`${method} ${path}`, fn);
  const server = { get: on('GET'), post: on('POST'), put: on('PUT'), del: on('DELETE') } as unknown as Server;
  bankRoutes(router(server, rt, new Set()), createChatAgent(rt, 0));
  let token: string | null = null;
  let keys = 0;

  async function send(ep: AnyEndpoint, s: Sample): Promise<{ status: number; body: unknown }> {
    const answer = routes.get(`${ep.method} ${ep.path}`);
    if (!answer) throw new Error(`directBank: no route for ${ep.method} ${ep.path}`);
    const form = new FormData();
    if (s.file) form.append('file', s.file, s.file.name);
    const request = {
      url: fillPath(ep.path, s.params),
      params: s.params ?? {},
      queryParams: {},
      requestHeaders: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(ep.idempotent ? { 'Idempotency-Key': `example-${++keys}` } : {}),
      },
      requestBody: ep.multipart ? form : s.body === undefined ? '' : JSON.stringify(s.body),
    } as unknown as Request;
    // Mirage's Response keeps its status and body as `code` and `data` (its typings leave them out).
    const res = (await answer(null, request)) as unknown as { code: number; data: unknown };
    return { status: res.code, body: res.data };
  }
  /** The answer of a call that must succeed. */
  async function call(ep: AnyEndpoint, s: Sample): Promise<unknown> {
    const { status, body } = await send(ep, s);
    if (status !== 200)
      throw new Error(`directBank: ${ep.method} ${ep.path} answered ${status} ${JSON.stringify(body)}`);
    return body;
  }
  async function login(username: string) {
    token = (
      (await call(allEndpoints.find((e) => e.name === 'auth.login')!.endpoint, {
        body: { username, password: DEMO_PASSWORD },
      })) as { token: string }
    ).token;
  }
  return { send, call, login };
}

/** When the examples' bank stands: a fixed instant, so that the document changes only when the bank does. */
const EXAMPLES_AT = Date.parse('2026-01-15T03:00:00Z');
const WHO = "Somchai, the demo bank's member with money in his wallet, game accounts, bonuses and a prize wheel";

/**
 * Where the examples' images, videos and game pages are: the demo bank serves them with the app, a backend from its
 * own host (a deployment lists it in config.json `contentHosts`).
 */
export const EXAMPLE_CONTENT_HOST = 'https://cdn.example.com/';
const hosted = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer).replaceAll(APP_ROOT, EXAMPLE_CONTENT_HOST));

/** Every call's example, by call name. */
export async function demoExamples(at = EXAMPLES_AT): Promise<Record<string, Example>> {
  const out: Record<string, Example> = {};
  for (const { name, endpoint } of allEndpoints) {
    const bank = directBank(at);
    // A member call, and a chat call (Somchai's, with his token), as the funded member.
    if (endpoint.auth || endpoint.memberOrGuest) await bank.login(PERSONAS.funded);
    const s = await prepared(name as CallName, bank.call, () =>
      encryptGiftLink('https://gift.truemoney.com/campaign/?v=EXAMPLE0001', DEMO_WALLET_NAME, DEMO_TRUELINK_PUBLIC_KEY),
    );
    const response = hosted(await bank.call(endpoint, s));
    out[name] = {
      summary: WHO,
      response,
      ...(s.body !== undefined ? { request: s.body } : {}),
      ...(s.params && Object.keys(s.params).length ? { params: s.params } : {}),
    };
  }
  return out;
}
