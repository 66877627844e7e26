// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session';

describe('session: the closed service asked again', () => {
  it('asks the bank once when the login opens again while it is being asked ("try again", then the login page)', () => {
    let asked = 0;
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          checkActive: fromPromise(() => {
            asked++;
            return new Promise<{ terminated: string | null }>(() => {});
          }),
        },
      }),
      { input: { token: null, member: null } },
    ).start();
    actor.send({ type: 'API_ERROR', code: 'gone' });
    expect(actor.getSnapshot().hasTag('terminated')).toBe(true);
    // The closed-service page's button, then the login page it opens: one check.
    actor.send({ type: 'VISIT_LOGIN' });
    actor.send({ type: 'VISIT_LOGIN' });
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'checking' });
    expect(asked).toBe(1);
    actor.stop();
  });
});
