import { fromPromise } from 'xstate';
import type { GameCredentials } from '../../../machines/gameAccount';
import type { Intent } from '../../../machines/intent';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { AUTO_LOGIN_GAMES } from '../../api/contracts/wallet';
import { ApiError } from '../../api/errors';
import { safeUrl } from '../../lib/safeUrl';

/** Games whose auto-login link carries the password as a further path segment. */
const PASSWORD_LOGIN_GAMES = ['askmebet', 'huayhd'];

/** The deployment's one custom game (config.json `customGame`) and the host its links open on. */
export interface CustomGame {
  game: string;
  host: string;
}

/**
 * The custom game's link on the deployment's host: the server's path and query on `host`'s origin. Any other
 * game's link, a host that is no web address, or a link off the allow-list (refused by the caller) is left as given.
 */
export function onCustomHost(link: string, game: string, custom?: CustomGame): string {
  const host = custom && custom.game === game ? safeUrl(custom.host) : null;
  const safe = safeUrl(link);
  if (!host || !safe) return link;
  const url = new URL(safe);
  return new URL(url.pathname + url.search + url.hash, new URL(host).origin).href;
}

/** The game-account machine's effects on the API client. */
export function gameAccountActors(client: ApiClient, custom?: CustomGame) {
  return {
    activate: fromPromise(async ({ input }: { input: { code: string } }) => {
      await client.call(api.wallet.activate, { params: { slotCode: input.code } });
    }),
    credentials: fromPromise(async ({ input }: { input: { code: string } }) => {
      const c = await client.call(api.wallet.account, { params: { slotCode: input.code } });
      return { username: c.username, password: c.password };
    }),
    resetPassword: fromPromise(async ({ input }: { input: { code: string } }) => {
      await client.call(api.wallet.resetPassword, { params: { slotCode: input.code } });
    }),
    transferAll: fromPromise(async ({ input }: { input: { code: string; intent: Intent } }) => {
      await client.call(api.wallet.transferAll, { body: { to: input.code }, intent: input.intent });
    }),
    autoLogin: fromPromise(async ({ input }: { input: { code: string; credentials: GameCredentials } }) => {
      const game = input.code;
      if (!(AUTO_LOGIN_GAMES as readonly string[]).includes(game))
        throw Object.assign(new Error('NO_GAME'), { code: 'NO_GAME' });
      const { username, password } = input.credentials;
      const { link } = await (PASSWORD_LOGIN_GAMES.includes(game)
        ? client.call(api.wallet.autoLoginWithPassword, { params: { game, username, password } })
        : client.call(api.wallet.autoLogin, { params: { game, username } }));
      // A link that is no web address (javascript:, a bare word) cannot be opened: the member is told so.
      if (!safeUrl(link)) throw new ApiError('GAME_LINK_INVALID', 200, true);
      return { link: onCustomHost(link, game, custom) };
    }),
  };
}
