// @vitest-environment node
// The game account's launch: a link the server gives that is no web address is refused, and the member is told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createClient } from '../../../src/api/client';
import { gameAccountActors, onCustomHost } from '../../../src/features/gameAccount/actors';
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

describe("the deployment's custom game (customGame, customGameHost)", () => {
  const custom = { game: 'huayhd', host: 'https://lotto.wallet.example' };
  it.each([
    // The custom game's link: its path and query on the deployment's host and scheme.
    [
      'huayhd',
      'https://games.example.test:8080/huayhd/u1/p1?t=9',
      custom,
      'https://lotto.wallet.example/huayhd/u1/p1?t=9',
    ],
    // A plain-http link is off the allow-list (the auto-login actor refuses it first): left as given.
    ['huayhd', 'http://games.example.test/huayhd/u1', custom, 'http://games.example.test/huayhd/u1'],
    ['huayhd', '/demo/play.html?game=huayhd', custom, 'https://lotto.wallet.example/demo/play.html?game=huayhd'],
    // Any other game, no custom game, or a host that is no web address: the link as the server gave it.
    ['pg', 'https://games.example.test/pg?t=1', custom, 'https://games.example.test/pg?t=1'],
    ['huayhd', 'https://games.example.test/h?t=1', undefined, 'https://games.example.test/h?t=1'],
    ['huayhd', 'https://games.example.test/h?t=1', { game: 'huayhd', host: '' }, 'https://games.example.test/h?t=1'],
    [
      'huayhd',
      'https://games.example.test/h?t=1',
      { game: 'huayhd', host: 'javascript:alert(1)' },
      'https://games.example.test/h?t=1',
    ],
  ])('%s: %s → %s', (game, link, given, want) => expect(onCustomHost(link, game, given)).toBe(want));

  it('the auto-login actor opens the custom game on its host, and refuses a non-web link first', async () => {
    const client = createClient({ baseUrl: 'https://api.example.test', getToken: () => 't' });
    const run = (link: string) => {
      stubFetch(() => json({ link }));
      return toPromise(
        createActor(gameAccountActors(client, custom).autoLogin, {
          input: { code: 'huayhd', credentials: { username: 'u1', password: 'p1' } },
        }).start(),
      );
    };
    expect(await run('https://games.example.test/huayhd/u1/p1')).toEqual({
      link: 'https://lotto.wallet.example/huayhd/u1/p1',
    });
    await expect(run('javascript:alert(1)')).rejects.toMatchObject({ code: 'GAME_LINK_INVALID' });
  });
});
