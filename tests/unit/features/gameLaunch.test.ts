// The game account's launch: a link the server gives that is no web address is refused, and the member is told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createClient } from '../../../src/api/client';
import { gameAccountActors } from '../../../src/features/gameAccount/actors';
import { json, stubFetch } from '../api/fetchStubs';

afterEach(() => vi.unstubAllGlobals());

const launch = (link: string, code = 'pg') => {
  const sent = stubFetch(() => json({ link }));
  const client = createClient({ baseUrl: 'https://api.example.test', getToken: () => 't' });
  const actor = createActor(gameAccountActors(client).autoLogin, {
    input: { code, credentials: { username: 'u1', password: 'p1' } },
  }).start();
  return { sent, done: toPromise(actor) };
};

describe('the auto-login link', () => {
  it('opens a web address (absolute or from the app root)', async () => {
    expect(await launch('https://games.example.test/pg?t=1').done).toEqual({
      link: 'https://games.example.test/pg?t=1',
    });
    expect(await launch('/demo/play.html?game=pg').done).toEqual({ link: '/demo/play.html?game=pg' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://games.example.test/pg', 'http://[bad'])(
    'refuses %s: GAME_LINK_INVALID, proven (nothing opens)',
    async (link) => {
      const { done } = launch(link);
      const err = (await done.then(
        () => null,
        (e: unknown) => e,
      )) as { code: string; proven: boolean } | null;
      expect([err?.code, err?.proven]).toEqual(['GAME_LINK_INVALID', true]);
    },
  );

  it('sends the password as a path segment only for the games that take it', async () => {
    const { sent, done } = launch('https://g.example.test', 'askmebet');
    await done;
    expect(sent[0]?.url).toBe('https://api.example.test/api/autoLogin/askmebet/u1/p1');
  });
});
