/**
 * The picker's paths, run on home's real screen (the app on the demo bank in jsdom): each OPEN is the member's tap on a
 * tile or a game card, each CLOSE a tap on the dialog's close button; after every step the dialog on screen is the one
 * the machine has selected (or none), and the address keeps a deep link's `dialog=` only until its first close.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import th from '../../locales/th.json';
import { pickerMachine } from '../../machines/picker';
import type { Services } from '../../src/services/services';
import { renderServices, type Harness } from '../unit/features/harness';
import { openHome } from '../unit/features/memberHome';
import { publish } from './publish';
import { describePath } from './runner';

type Snap = ReturnType<typeof pickerMachine.transition>;
type PickerEvent = { type: 'OPEN'; id: string } | { type: 'CLOSE' };

/** Which dialog is open: two items to open (the second while the first is open) and close. */
const eventsFor = (s: Snap) =>
  (s.matches('closed')
    ? [
        { type: 'OPEN', id: 'deposit' },
        { type: 'OPEN', id: 'game:pg' },
      ]
    : [{ type: 'OPEN', id: 'game:pg' }, { type: 'CLOSE' }]) as PickerEvent[];
const key = (s: Snap) => JSON.stringify([s.value, s.context.selected]);
const paths = getShortestPaths(pickerMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) });
/** A deep link (/user/home?dialog=deposit) starts open on its dialog; closing it leaves nothing selected. */
const DEEP = { selected: 'deposit' };
const deepPaths = getShortestPaths(pickerMachine, {
  input: DEEP,
  events: eventsFor,
  serializeState: (s) => key(s as Snap),
});

/** The dialog each selected item shows, by its accessible name. */
const TITLES: Record<string, string> = { deposit: th.deposit.title, 'game:pg': 'PG Soft' };

let app: Harness | null = null;
/** The app loaded again at a deep link. */
let again: Services | null = null;
afterEach(() => {
  again?.session.stop();
  app?.stop();
  app = null;
  again = null;
});

/** The member's tap for an event. */
async function tap(e: PickerEvent, selected: string | null) {
  if (e.type === 'CLOSE') {
    const d = screen.getByRole('dialog', { name: TITLES[selected!] });
    await userEvent.click(within(d).getByRole('button', { name: th.common.close, exact: true } as never));
  } else if (e.id === 'deposit') await userEvent.click(screen.getByRole('button', { name: th.home.tile.deposit }));
  else await userEvent.click(screen.getByRole('button', { name: new RegExp(`^PG Soft: ${th.home.viewData}`) }));
}

/** What the member sees agrees with the machine's state. */
async function seen(s: Snap, deepLink: string | null, where: string) {
  const selected = s.context.selected;
  await waitFor(() => {
    const open = screen.queryAllByRole('dialog').map((d) => d.querySelector('h2')?.textContent ?? '');
    expect(open, where).toEqual(selected ? [TITLES[selected]] : []);
  });
  expect(new URLSearchParams(window.location.search).get('dialog'), where).toBe(deepLink);
}

async function run(path: (typeof paths)[number], deep: boolean) {
  app = await openHome();
  if (deep) {
    // The deep link opened anew (as a link from support is): the page is loaded again at its address.
    cleanup();
    app.services.session.stop();
    window.history.replaceState(null, '', '/user/home?dialog=deposit');
    again = renderServices();
    await screen.findByTestId('wallet-amount', undefined, { timeout: 5000 });
  }
  let link: string | null = deep ? 'deposit' : null;
  await seen(path.steps[0]!.state, link, 'start');
  for (const [i, step] of path.steps.slice(1).entries()) {
    const e = step.event as PickerEvent;
    await tap(e, path.steps[i]!.state.context.selected);
    if (e.type === 'CLOSE') link = null;
    await seen(step.state, link, `step ${i + 1} (${e.type}${e.type === 'OPEN' ? ` ${e.id}` : ''})`);
  }
}

describe('picker model on home: every shortest path, tapped on the screen', () => {
  it('opens either item, switches to another, and closes to nothing selected', () => {
    const ends = new Set(paths.map((p) => key(p.state)));
    for (const k of ['["closed",null]', '["open","deposit"]', '["open","game:pg"]']) expect(ends).toContain(k);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => run(path, false));
});

describe('picker model from a deep link on home: every shortest path, tapped on the screen', () => {
  it('starts open on the linked dialog', () => {
    expect(key(deepPaths[0]!.steps[0]!.state)).toBe('["open","deposit"]');
    expect(deepPaths.map((p) => key(p.state))).toContain('["closed",null]');
  });

  it.each(deepPaths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => run(path, true));
});

publish('picker', 'dialogs', pickerMachine, paths);
publish('picker', 'deep link', pickerMachine, deepPaths, { input: DEEP });
