import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { changePasswordMachine, type ChangePasswordEvent } from '../../machines/changePassword';
import { api } from '../../src/api/contracts';
import { DEMO_PASSWORD, PERSONAS, failure as refusal, setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof changePasswordMachine.transition>;

const NEW = 'newpass99';
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
/** The member's typing: the right old password or a wrong one, a good new one, a short one, a confirm that differs. */
const EVENTS_BY_STATE: Record<string, unknown[]> = {
  editing: [
    change('oldPassword', DEMO_PASSWORD),
    change('oldPassword', 'wrong-one'),
    change('newPassword', NEW),
    change('newPassword', 'abc'),
    change('confirmPassword', NEW),
    change('confirmPassword', 'abc'),
    { type: 'TOGGLE', field: 'newPassword' },
    { type: 'SUBMIT' },
  ],
  saving: [success('save'), failure('save', 'WRONG_PASSWORD'), failure('save', 'INTERNAL_SERVER_ERROR')],
};
const eventsFor = (s: Snap) => (EVENTS_BY_STATE[s.value as string] ?? []) as ChangePasswordEvent[];
const key = (s: Snap) => JSON.stringify([s.value, s.context.values, s.context.error, s.context.shown.newPassword]);
/** Paths that end in each state and error the form can show (the typing leading there is one shortest way). */
const ends = getShortestPaths(changePasswordMachine, {
  events: eventsFor,
  serializeState: (s) => key(s as Snap),
}).filter((p, _i, all) => {
  const end = JSON.stringify([p.state.value, p.state.context.error]);
  return all.find((q) => JSON.stringify([q.state.value, q.state.context.error]) === end) === p;
});
/** Plus one path for each transition those do not take (showing the password, a submit the form refuses). */
const paths = withEdges(changePasswordMachine, ends, { events: eventsFor, serializeState: key });

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

describe('change password model: a path to every state and error runs against Mirage', () => {
  it('reaches saved and each error', () => {
    const ends = new Set(paths.map((p) => `${String(p.state.value)} ${p.state.context.error}`));
    for (const e of [
      'editing null',
      'editing mismatch',
      'editing tooShort',
      'saving null',
      'saved null',
      'editing WRONG_PASSWORD',
      'editing INTERNAL_SERVER_ERROR',
    ]) {
      expect(ends).toContain(e);
    }
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const values = () => path.steps.at(-1)!.state.context.values;
    await runPath<Snap>({
      path,
      key,
      arrange: (o: EventObject) => {
        const e = o as EventObject & { error?: { code: string } };
        // The wrong old password is refused by the bank itself; other failures are armed.
        if (e.error && !(e.error.code === 'WRONG_PASSWORD' && values().oldPassword !== DEMO_PASSWORD))
          t.demo.controls.failNext(
            'PUT',
            '/api/account/changepwd',
            e.error.code,
            e.error.code === 'WRONG_PASSWORD' ? 400 : undefined,
          );
      },
      start: () =>
        createActor(
          changePasswordMachine.provide({
            actors: {
              save: fromPromise(async ({ input }) => {
                await t.client.call(api.account.changePassword, { body: input });
              }),
            },
          }),
        ).start(),
    });
    // Saved means the new password logs in and the old one no longer does; anything else leaves the old one working.
    if (path.state.matches('saved')) {
      expect(await refusal(t.loginAs(PERSONAS.funded, DEMO_PASSWORD))).toEqual({ code: 'WRONG_PASSWORD', status: 401 });
      await t.loginAs(PERSONAS.funded, path.state.context.values.newPassword);
    } else if (!path.state.matches('saving')) {
      await t.loginAs(PERSONAS.funded, DEMO_PASSWORD);
    }
  });

  it('the bank refuses a new password shorter than 6 characters with KEY_INVALID', async () => {
    expect(
      await refusal(
        t.client.call(api.account.changePassword, { body: { oldPassword: DEMO_PASSWORD, newPassword: 'abc' } }),
      ),
    ).toEqual({ code: 'KEY_INVALID', status: 400 });
  });
});

publish('changePassword', 'change password', changePasswordMachine, paths);
