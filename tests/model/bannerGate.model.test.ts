import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bannerGateMachine } from '../../machines/bannerGate';
import { api } from '../../src/api/contracts';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof bannerGateMachine.transition>;

/** Invite banners as the demo has them, none (the noBanners scenario), or a failed load. */
const BANNERS = [
  { image: 'demo/banner.svg', html: '<h3>ชวนเพื่อนมาเล่น</h3><p>รับโบนัสทุกครั้งที่เพื่อนเล่น</p>' },
  { image: 'demo/banner.svg', html: '<p>แชร์ลิงก์หรือ QR โค้ดของคุณให้เพื่อนสมัคร</p>' },
];
const eventsFor = (s: Snap) =>
  (s.matches('loading')
    ? [success('banners', BANNERS), success('banners', []), failure('banners', 'INTERNAL_SERVER_ERROR')]
    : s.matches('banners')
      ? [{ type: 'CLOSE' }]
      : []) as Array<{ type: 'CLOSE' }>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.banners.length]);
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  bannerGateMachine,
  getShortestPaths(bannerGateMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) }),
  { events: eventsFor, serializeState: key },
);

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

describe('banners-first model: every shortest path runs against Mirage', () => {
  it('reaches the carousel and the dialog, with and without banners', () => {
    const ends = new Set(paths.map((p) => key(p.state)));
    for (const k of ['["banners",2]', '["open",0]', '["open",2]']) expect(ends).toContain(k);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await runPath<Snap>({
      path,
      key,
      arrange: (o) => {
        const e = o as { error?: { code: string }; output?: unknown[] };
        if (e.error) t.demo.controls.failNext('GET', '/api/invite/banners', e.error.code);
        else if (e.output?.length === 0) t.demo.controls.scenario('noBanners');
      },
      start: () =>
        createActor(
          bannerGateMachine.provide({
            actors: { banners: fromPromise(async () => (await t.client.call(api.invite.banners)).banners) },
          }),
        ).start(),
    });
  });
});

publish('bannerGate', 'banners', bannerGateMachine, paths);
