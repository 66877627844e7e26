import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepared, SAMPLES } from '../../../mirage/samples';
import { allEndpoints, type AnyEndpoint } from '../../../src/api/contracts';
import type { CallName } from '../../../src/api/contracts/refusals';
import { openApiDocument } from '../../../src/api/openapi';
import { giftLink, sealed } from './giftLink';
import { setup } from './helpers';

/** The OpenAPI document's answer schema of each call (by operationId), checked by Ajv: a validator no one here wrote. */
function documentedAnswers(): Map<string, (v: unknown) => unknown[]> {
  const doc = openApiDocument({ version: 'test' }) as {
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; responses: Record<string, { content: Record<string, { schema: object }> }> }
      >
    >;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const out = new Map<string, (v: unknown) => unknown[]>();
  for (const ops of Object.values(doc.paths)) {
    for (const op of Object.values(ops)) {
      const validate = ajv.compile(op.responses['200']!.content['application/json']!.schema);
      out.set(op.operationId, (v) => (validate(v) ? [] : (validate.errors ?? [])));
    }
  }
  return out;
}

describe('every endpoint answers its contract and its OpenAPI schema', () => {
  const documented = documentedAnswers();

  let t: ReturnType<typeof setup>;
  beforeEach(async () => {
    t = setup();
    await t.loginAs();
  });
  afterEach(() => t.demo.shutdown());

  it('has a sample for every endpoint and a route for every endpoint', () => {
    const missing = allEndpoints.filter((e) => !(e.name in SAMPLES)).map((e) => e.name);
    expect(missing).toEqual([]);
    const unrouted = allEndpoints.filter((e) => !t.demo.registered.has(e.endpoint)).map((e) => e.name);
    expect(unrouted).toEqual([]);
  });

  it.each(allEndpoints.map((e) => [e.name, e.endpoint] as const))('%s', async (name: string, endpoint: AnyEndpoint) => {
    const s = await prepared(
      name as CallName,
      (ep, o) => t.fresh.call(ep, o as never),
      () => sealed(giftLink('CONTRACT0001')),
    );
    const answer = await t.fresh.call(endpoint, { params: s.params, body: s.body as never, file: s.file });
    expect(endpoint.response.safeParse(answer).success).toBe(true);
    const check = documented.get(name);
    expect(check, `${name} is in the OpenAPI document`).toBeDefined();
    expect(check!(answer), `${name}: the demo bank's answer against the OpenAPI document`).toEqual([]);
    const json = JSON.stringify(answer);
    expect(json).not.toMatch(/passwordHash|demo1234/);
  });
});
