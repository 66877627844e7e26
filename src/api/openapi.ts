/**
 * The contracts as an OpenAPI 3.1 document (`npm run openapi`, and dist/openapi.json with every build): every call of
 * allEndpoints with its method, path and parameters, body, answer, its error codes (contracts/refusals.ts), bearer
 * auth, the X-Requested-With and Idempotency-Key headers, uploads and timeouts; examples come from the demo bank
 * (mirage/examples.ts). Not loaded by the app.
 */
import { toJSONSchema, z } from 'zod/mini';
import { DEFAULT_TIMEOUT_MS, REQUESTED_WITH } from './client';
import { allEndpoints, pathParams, type AnyEndpoint } from './contracts';
import { laoName, memberCurrency } from './contracts/common';
import { refusalsOf } from './contracts/refusals';
import { ERROR_CODES, GONE, SESSION_ENDING_CODES, SPIN_ERROR_CODES } from './errors';
import type { PathOf } from './pathOverrides';

/** What the demo bank answered a persona for one call, and what was sent. */
export interface Example {
  /** Who asked, e.g. "Somchai, a member with money in his wallet". */
  summary: string;
  request?: unknown;
  params?: Record<string, string>;
  response: unknown;
}

export interface OpenApiOptions {
  version: string;
  /** This deployment's path of each call (config.json `paths`, api/pathOverrides.ts). */
  pathOf?: PathOf;
  /** By call name (`wallet.get`). */
  examples?: Record<string, Example>;
  /** The calls to write: allEndpoints unless a test gives others. */
  endpoints?: ReadonlyArray<{ name: string; endpoint: AnyEndpoint }>;
}

type Json = Record<string, unknown>;

/** A contract the generator cannot write down: names the call, never a silently missing path. */
export class OpenApiError extends Error {
  constructor(name: string, ep: AnyEndpoint, why: string) {
    super(`openapi: ${name} (${ep.method} ${ep.path}) cannot be written as OpenAPI: ${why}`);
    this.name = 'OpenApiError';
  }
}

function schemaOf(name: string, ep: AnyEndpoint, schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  try {
    const { $schema: _, ...json } = toJSONSchema(schema, {
      target: 'draft-2020-12',
      unrepresentable: 'throw',
      io,
    }) as Json;
    return json;
  } catch (e) {
    throw new OpenApiError(name, ep, (e as Error).message);
  }
}

/** The Laos build's fields, described here rather than in the contract: the backend's to read, not the member's. */
const CURRENCY_FIELD =
  "A Laos build field: the member's currency (LAK or BAHT, chosen at registration: POST /api/account `currency`), in " +
  'which every amount of theirs is counted and written. A Laos backend must answer it, or the app writes a kip ' +
  "member's money as baht. Absent means BAHT, as every Thai backend answers today.";
const LAO_NAME = "A Laos build field: the bank's name in Lao, for Lao readers. Absent: they read nameEN.";
const describe = (schema: z.core.$ZodType, description: string) =>
  z.globalRegistry.has(schema) || z.globalRegistry.add(schema, { description });
describe(memberCurrency, CURRENCY_FIELD);
describe(laoName, LAO_NAME);

const IDEMPOTENCY_RULE =
  'One key per intent of the member (a random string the app makes when the member confirms). A retry after an unclear ' +
  'outcome (no answer, a timeout, a 5xx, 408 or 429, an unreadable answer) resends the same key: the backend must carry ' +
  'the action out once per key and answer a repeated key with the first answer, moving nothing again. A new intent gets ' +
  'a new key only after an answer proved what happened to the last one.';

/** What a member call may answer with 401: the session is over. */
const SESSION: readonly string[] = [...SESSION_ENDING_CODES, 'INVALID_IP'];

const errorBody = (codes: readonly string[], description: string, example: string): Json => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', enum: [...codes] },
          ...(codes.some((c) => c.startsWith('KEY_')) && {
            key: {
              type: 'string',
              description:
                'With KEY_MISSING or KEY_INVALID: the request key refused (e.g. `currency`); a form shows the refusal under its field.',
            },
          }),
        },
      },
      example: { message: example },
    },
  },
});

/** `/api/qrcode/:provider` → `/api/qrcode/{provider}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
/** The path with its parameters' names left out: two templates of one shape are one path to OpenAPI. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z]+/g, ':');

function operation(
  name: string,
  ep: AnyEndpoint,
  path: string,
  example: Example | undefined,
  paramNames: string[],
): Json {
  const timeout = ep.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const own = pathParams(path);
  const parameters: Json[] = own.map((p, i) => ({
    name: paramNames[i],
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
    ...(paramNames[i] !== p
      ? { description: `This call's \`${p}\` (the path is shared with calls that name it otherwise).` }
      : {}),
    ...(example?.params?.[p] !== undefined ? { example: example.params[p] } : {}),
  }));
  parameters.push({ $ref: '#/components/parameters/XRequestedWith' });
  if (ep.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const answer = schemaOf(name, ep, ep.response, 'output');
  const body = ep.request && !ep.multipart ? schemaOf(name, ep, ep.request, 'input') : null;
  let codes: string[];
  try {
    codes = refusalsOf(name, ep);
  } catch (e) {
    throw new OpenApiError(name, ep, (e as Error).message);
  }
  const refusals = codes.filter((c) => !(ep.auth && SESSION.includes(c)) && c !== 'INTERNAL_SERVER_ERROR');
  const responses: Json = {
    '200': {
      description: 'The answer, as the contract in src/api/contracts reads it.',
      content: {
        'application/json': {
          schema: answer,
          ...(example ? { examples: { demo: { summary: example.summary, value: example.response } } } : {}),
        },
      },
    },
    '4XX': errorBody(
      refusals,
      'Refused. The app shows `message` translated. A 4xx other than 408 and 429 whose `message` is one of these codes ' +
        "proves that nothing happened (a money action's intent ends); 408, 429 or any other body leaves the outcome unknown.",
      refusals.find((c) => !(ERROR_CODES.limits as readonly string[]).includes(c) && !c.startsWith('KEY_')) ??
        refusals[0]!,
    ),
    '410': { $ref: '#/components/responses/Gone' },
    '5XX': { $ref: '#/components/responses/ServerFailed' },
  };
  if (ep.auth || ep.memberOrGuest) responses['401'] = { $ref: '#/components/responses/SessionOver' };

  const notes = [
    `The app waits ${timeout / 1000} s for the answer.`,
    ep.idempotent ? 'It carries an Idempotency-Key: the same intent, the same key (see the parameter).' : '',
    ep.memberOrGuest
      ? "A member's call carries the session's bearer token: the server takes the member from the token, never from " +
        "the body's `userId` (a member's id is in every invite link), and refuses a member's `userId` without that " +
        "member's token (401). A guest's call names its `guestId` and carries no token."
      : '',
    name === 'spin.spin' || name === 'spin.claim'
      ? `A refusal answers 200 with \`success: false\` and \`error\`, one of ${SPIN_ERROR_CODES.join(', ')}.`
      : '',
  ].filter(Boolean);

  const op: Json = {
    operationId: name,
    summary: name,
    description: notes.join(' '),
    tags: [name.split('.')[0]],
    // A chat call is a member's (with the session's token) or a guest's (none).
    security: ep.auth ? [{ bearer: [] }] : ep.memberOrGuest ? [{ bearer: [] }, {}] : [],
    parameters,
    'x-timeout-ms': timeout,
    responses,
  };
  if (ep.multipart) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  } else if (body) {
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: body,
          ...(example?.request !== undefined ? { example: example.request } : {}),
        },
      },
    };
  }
  return op;
}

/** The document. Throws OpenApiError naming the call it cannot write, or two calls that share a method and a path. */
export function openApiDocument(opts: OpenApiOptions): Json {
  const endpoints = opts.endpoints ?? allEndpoints;
  const pathOf = opts.pathOf ?? ((ep: AnyEndpoint) => ep.path);
  // Calls whose paths have one shape (`/api/qrcode/:provider`, `/api/qrcode/:qrcodeId`) share one OpenAPI path; its
  // parameters are named after all of theirs (`{providerOrQrcodeId}`).
  const byShape = new Map<string, string[][]>();
  for (const { endpoint } of endpoints) {
    const path = pathOf(endpoint);
    const names = byShape.get(shapeOf(path)) ?? [];
    names.push(pathParams(path));
    byShape.set(shapeOf(path), names);
  }
  const sharedNames = (path: string): string[] =>
    pathParams(path).map((_, i) => {
      const all = [...new Set(byShape.get(shapeOf(path))!.map((n) => n[i]!))];
      return all.map((n, j) => (j === 0 ? n : n[0]!.toUpperCase() + n.slice(1))).join('Or');
    });

  const paths: Record<string, Json> = {};
  const taken = new Map<string, string>();
  for (const { name, endpoint } of endpoints) {
    const path = pathOf(endpoint);
    const names = sharedNames(path);
    let shared = path;
    pathParams(path).forEach((p, i) => (shared = shared.replace(`:${p}`, `{${names[i]!}}`)));
    const key = openApiPath(shared);
    const method = endpoint.method.toLowerCase();
    const clash = taken.get(`${method} ${key}`);
    if (clash) throw new OpenApiError(name, endpoint, `${clash} has the same method and path`);
    taken.set(`${method} ${key}`, name);
    (paths[key] ??= {})[method] = operation(name, endpoint, path, opts.examples?.[name], names);
  }

  const domains = [...new Set(endpoints.map(({ name }) => name.split('.')[0]!))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member wallet API',
      version: opts.version,
      summary: 'Every call the member wallet app makes, generated from its zod contracts (src/api/contracts).',
      description: [
        `Every call carries \`X-Requested-With: ${REQUESTED_WITH}\`; a member call a bearer token from the login call.`,
        `The app waits ${DEFAULT_TIMEOUT_MS / 1000} s for an answer (300 s for the slip and chat uploads), then the outcome is unknown.`,
        'An error answers `{ "message": CODE }`, a code of the catalogue listed per call; the app translates it. ' +
          'KEY_MISSING and KEY_INVALID may name the refused request key: `{ "message": "KEY_MISSING", "key": "currency" }`.',
        `Money actions carry an Idempotency-Key. ${IDEMPOTENCY_RULE}`,
        "Money is in the member's currency (the profile's `currency`: LAK or BAHT, absent is BAHT), a number with up to " +
          'two decimals; instants are ISO 8601 strings.',
        'Examples are what the demo bank answers its demo members.',
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The backend base URL of a deployment (config.json apiBaseUrl).' }],
    tags: domains.map((d) => ({ name: d, description: `The ${d} calls.` })),
    security: [],
    paths,
    components: {
      responses: {
        SessionOver: errorBody(
          SESSION,
          'The session is over: any 401 to a member call sends the member to the login page.',
          'UNAUTHORIZED',
        ),
        Gone: errorBody([GONE], 'The service is closed: the app shows its closed page.', GONE),
        ServerFailed: errorBody(
          ['INTERNAL_SERVER_ERROR'],
          'The backend failed. Whatever the body, the outcome is unknown: a money action keeps its Idempotency-Key for the retry.',
          'INTERNAL_SERVER_ERROR',
        ),
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/login.' } },
      parameters: {
        XRequestedWith: {
          name: 'X-Requested-With',
          in: 'header',
          required: true,
          schema: { type: 'string', const: REQUESTED_WITH },
          description: 'Sent with every call.',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', minLength: 1 },
          description: IDEMPOTENCY_RULE,
          example: '6f1c2a9e-3b7d-4c2a-9a51-0d3c8e7b2f10',
        },
      },
    },
  };
}
