// @vitest-environment node
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoExamples } from '../../../mirage/examples';
import { allEndpoints, endpoint, pathParams } from '../../../src/api/contracts';
import { REFUSALS, refusalsOf } from '../../../src/api/contracts/refusals';
import { openApiDocument, OpenApiError } from '../../../src/api/openapi';
import { pathOverrides } from '../../../src/api/pathOverrides';

type Op = {
  operationId: string;
  security: unknown[];
  parameters: Array<{ $ref?: string; name?: string; in?: string }>;
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<
    string,
    {
      $ref?: string;
      content?: Record<string, { schema: Record<string, unknown>; examples?: Record<string, { value: unknown }> }>;
    }
  >;
  description: string;
  'x-timeout-ms': number;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Op>>;
  components: Record<string, Record<string, unknown>>;
};

const doc = openApiDocument({ version: 'test' }) as Doc;
const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({ path, method, op })),
);
const opOf = (name: string) => ops.find((o) => o.op.operationId === name)!;
/** `/api/qrcode/{providerOrQrcodeId}` matches `/api/qrcode/:qrcodeId`: the same path, its parameters named otherwise. */
const sameShape = (docPath: string, path: string) =>
  docPath.replace(/\{[^}]+\}/g, '{}') === path.replace(/:[A-Za-z]+/g, '{}');

describe('the OpenAPI document of the contracts', () => {
  it('is OpenAPI 3.1 with every call of the contracts once, at its method and path, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(ops).toHaveLength(allEndpoints.length);
    for (const { name, endpoint: ep } of allEndpoints) {
      const found = opOf(name);
      expect(found, name).toBeDefined();
      expect(found.method).toBe(ep.method.toLowerCase());
      expect(sameShape(found.path, ep.path), `${name}: ${found.path} for ${ep.path}`).toBe(true);
    }
  });

  it('declares every path parameter, the X-Requested-With header on every call and the Idempotency-Key on money calls alone', () => {
    for (const { name, endpoint: ep } of allEndpoints) {
      const { path, op } = opOf(name);
      const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, name).toEqual([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
      expect(declared).toHaveLength(pathParams(ep.path).length);
      const refs = op.parameters.map((p) => p.$ref);
      expect(refs, name).toContain('#/components/parameters/XRequestedWith');
      expect(refs.includes('#/components/parameters/IdempotencyKey'), name).toBe(ep.idempotent === true);
    }
    expect(doc.components.parameters!.IdempotencyKey).toMatchObject({
      in: 'header',
      required: true,
      description: expect.stringMatching(/one key per intent.*same key/is),
    });
    expect(doc.paths['/api/qrcode/{providerOrQrcodeId}']).toHaveProperty('delete');
  });

  it("asks a bearer token of member calls, a member's token or none of the chat's, and says what a 401 means", () => {
    // The chat's calls, written out: a member's carries the session's token, a guest's none
    // (docs/product.md#calls-chat).
    const CHAT = ['chat.send', 'chat.history', 'chat.uploadImage', 'chat.uploadVideo', 'chat.readCustomer'];
    for (const { name, endpoint: ep } of allEndpoints) {
      const { op } = opOf(name);
      const chat = CHAT.includes(name);
      expect(op.security, name).toEqual(ep.auth ? [{ bearer: [] }] : chat ? [{ bearer: [] }, {}] : []);
      expect(op.responses['401']?.$ref, name).toBe(ep.auth || chat ? '#/components/responses/SessionOver' : undefined);
    }
    expect(opOf('chat.history').op.description).toContain('never from the body');
  });

  it("gives every call its error codes as an enum: its own refusals, the limits, and the session's for member calls", () => {
    const enumOf = (name: string) =>
      (
        opOf(name).op.responses['4XX']!.content!['application/json']!.schema.properties as {
          message: { enum: string[] };
        }
      ).message.enum;
    expect(enumOf('wallet.transfer')).toEqual(
      expect.arrayContaining([
        'TRANSFER_MINIMUM',
        'MONEY_NOT_ENOUGH',
        'TRANSFER_FAIL',
        'NO_GAME',
        'KEY_INVALID',
        'REQUEST_LIMIT',
      ]),
    );
    expect(enumOf('auth.login')).toEqual(
      expect.arrayContaining(['NO_USER', 'WRONG_PASSWORD', 'INACTIVE_USER', 'REQUEST_LIMIT_1MIN']),
    );
    expect(enumOf('lookup.banks')).not.toContain('KEY_MISSING');
    for (const { name, endpoint: ep } of allEndpoints) {
      for (const code of REFUSALS[name as keyof typeof REFUSALS]) expect(enumOf(name), name).toContain(code);
      expect(
        refusalsOf(name, ep).every(
          (c) =>
            enumOf(name).includes(c) ||
            c === 'INTERNAL_SERVER_ERROR' ||
            (ep.auth && /UNAUTHORIZED|EXPIRED_AUTH_TOKEN|INVALID_USER_|INVALID_IP/.test(c)),
        ),
      ).toBe(true);
      expect(opOf(name).op.responses['5XX']!.$ref).toBe('#/components/responses/ServerFailed');
    }
  });

  it("gives the member's profile an optional currency, LAK or BAHT, said to be the Laos build's, absent meaning BAHT", () => {
    for (const name of ['wallet.get', 'account.profile']) {
      const answer = opOf(name).op.responses['200']!.content!['application/json']!.schema as {
        properties: { profile: { properties: Record<string, Record<string, unknown>>; required: string[] } };
      };
      const profile = answer.properties.profile;
      expect(profile.properties.currency, name).toMatchObject({ type: 'string', enum: ['LAK', 'BAHT'] });
      expect(profile.required, name).not.toContain('currency');
      expect(profile.properties.currency!.description, name).toMatch(/Laos build/);
      expect(profile.properties.currency!.description, name).toMatch(/Absent means BAHT/);
    }
  });

  it('sends the uploads as multipart with a file, waits 300 s for them and 60 s for the rest', () => {
    for (const { name, endpoint: ep } of allEndpoints) {
      const { op } = opOf(name);
      expect(op['x-timeout-ms'], name).toBe(ep.multipart ? 300_000 : 60_000);
      expect(op.description, name).toContain(ep.multipart ? 'waits 300 s' : 'waits 60 s');
      if (ep.multipart) expect(op.requestBody!.content['multipart/form-data']!.schema.required).toEqual(['file']);
      else if (ep.request) expect(op.requestBody!.content['application/json']).toBeDefined();
      else expect(op.requestBody, name).toBeUndefined();
    }
  });

  it("takes a deployment's paths from its config", () => {
    const own = openApiDocument({
      version: 'test',
      pathOf: pathOverrides({ 'wallet.get': '/v2/me/wallet', 'wallet.activate': '/v2/games/:slotCode/activate' }),
    }) as Doc;
    expect(own.paths['/v2/me/wallet']?.get?.operationId).toBe('wallet.get');
    expect(own.paths['/v2/games/{slotCode}/activate']?.get?.operationId).toBe('wallet.activate');
    expect(own.paths['/api/wallet']).toBeUndefined();
  });

  it("fails with the call's name on a contract it cannot write, and on two calls at one method and path", () => {
    const broken = endpoint({
      method: 'GET',
      path: '/api/broken',
      auth: true,
      request: undefined,
      response: () => z.object({ at: z.date() }),
    });
    expect(() => openApiDocument({ version: 'test', endpoints: [{ name: 'wallet.get', endpoint: broken }] })).toThrow(
      OpenApiError,
    );
    expect(() => openApiDocument({ version: 'test', endpoints: [{ name: 'wallet.get', endpoint: broken }] })).toThrow(
      /wallet\.get \(GET \/api\/broken\)/,
    );
    // A call with no entry in contracts/refusals.ts: its errors cannot be written, so neither can the call.
    const unlisted = [{ name: 'wallet.unlisted', endpoint: allEndpoints[0]!.endpoint }];
    expect(() => openApiDocument({ version: 'test', endpoints: unlisted })).toThrow(/wallet\.unlisted .*refusals\.ts/);
    const twice = [allEndpoints[0]!, { name: 'lookup.deposit', endpoint: { ...allEndpoints[0]!.endpoint } }];
    expect(() => openApiDocument({ version: 'test', endpoints: twice })).toThrow(
      /lookup\.deposit .* lookup\.banks has the same method and path/,
    );
  });

  it("reads an answer that breaks its contract as the contract does (Ajv on the document's schema)", () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(opOf('wallet.withdraw').op.responses['200']!.content!['application/json']!.schema);
    expect(validate({ success: true, wallet: { amount: 12.5 } })).toBe(true);
    expect(validate({ success: true, wallet: { amount: '12.50' } })).toBe(false);
    expect(validate({ success: false, wallet: { amount: 12.5 } })).toBe(false);
  });

  it("has the demo bank's answer to its funded member as the example of every call, each one its contract reads", async () => {
    const examples = await demoExamples();
    const withExamples = openApiDocument({ version: 'test', examples }) as Doc;
    for (const { name, endpoint: ep } of allEndpoints) {
      const op = Object.values(withExamples.paths)
        .flatMap((m) => Object.values(m))
        .find((o) => o.operationId === name)!;
      const example = op.responses['200']!.content!['application/json']!.examples?.demo?.value;
      expect(example, name).toBeDefined();
      expect(ep.response.safeParse(example).success, name).toBe(true);
    }
    expect(JSON.stringify(examples)).not.toMatch(/passwordHash/);
  });
});
