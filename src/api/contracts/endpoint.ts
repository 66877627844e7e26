import { z } from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Any call's refusal: its code, and (KEY_MISSING, KEY_INVALID) the request key it is about, which a form shows under
 * its field. Here rather than with the shared schemas (common.ts): /login reads refusals and needs none of those.
 */
export const errorBodySchema = z.lazy(() => z.object({ message: z.string(), key: z.optional(z.string()) }));

/** One call (docs/product.md#calls): where it goes, what it sends, what its answer must look like. */
export interface Endpoint<Req extends z.ZodMiniType | undefined, Res extends z.ZodMiniType> {
  method: Method;
  /** Path with `:param` placeholders, e.g. `/api/wallet/activate/:slotCode`. */
  path: string;
  request: Req;
  response: Res;
  /** Slip and chat uploads wait 300 s; everything else 60 s. */
  timeoutMs?: number;
  /** Multipart upload of one `file` field. */
  multipart?: boolean;
  /** Money actions carry an Idempotency-Key (the member's intent: machines/intent.ts). */
  idempotent?: boolean;
  /**
   * What a settled money call changed (src/services/moneyCalls.ts): the money views (`money`), the games' balances too
   * (`games`), or nothing yet that the member may see (`reveal`: the spin machine shows the prize when the wheel lands).
   */
  settles?: 'money' | 'games' | 'reveal';
  /** Member calls need a bearer token. */
  auth: boolean;
  /**
   * A call made by a member or a guest (the support chat): a member's carries the session's bearer token and the
   * server takes the member from it, never from the body (a member's id is no secret: it is in every invite link); a
   * guest's names its guest id and carries no token.
   */
  memberOrGuest?: boolean;
}

/** What a contract file writes for one call: its schemas as functions that build them. */
type Declared<Req, Res> = Omit<Endpoint<z.ZodMiniType | undefined, z.ZodMiniType>, 'request' | 'response'> & {
  request: Req;
  response: () => Res;
};

/**
 * One call, its schemas built when it first parses: `z.lazy` keeps the function and builds the schema once, on the
 * first `safeParse` (or the first walk of it, as the OpenAPI writer's). Loading the contracts builds none of them, so a
 * page pays only for the calls it makes.
 */
export function endpoint<Res extends z.ZodMiniType>(
  e: Declared<undefined, Res>,
): Endpoint<undefined, z.ZodMiniLazy<Res>>;
export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  e: Declared<() => Req, Res>,
): Endpoint<z.ZodMiniLazy<Req>, z.ZodMiniLazy<Res>>;
export function endpoint(e: Declared<(() => z.ZodMiniType) | undefined, z.ZodMiniType>): AnyEndpoint {
  return { ...e, request: e.request && z.lazy(e.request), response: z.lazy(e.response) };
}

export type AnyEndpoint = Endpoint<z.ZodMiniType | undefined, z.ZodMiniType>;
export type Answer<E> = E extends Endpoint<z.ZodMiniType | undefined, infer R> ? z.infer<R> : never;
export type Body<E> =
  E extends Endpoint<infer Q, z.ZodMiniType> ? (Q extends z.ZodMiniType ? z.infer<Q> : undefined) : never;

/** Path parameter names of a template, e.g. `:slotCode`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
}
