import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pickerMachine } from '../../machines/picker';
import { describePath, runPath } from './runner';
import { publish } from './publish';

type Snap = ReturnType<typeof pickerMachine.transition>;

/** Which dialog is open: two items to open (the second while the first is open) and close. */
const eventsFor = (s: Snap) =>
  (s.matches('closed') ? [{ type: 'OPEN', id: 'deposit' }, { type: 'OPEN', id: 'game:pg' }] : [{ type: 'OPEN', id: 'game:pg' }, { type: 'CLOSE' }]) as Array<
    { type: 'OPEN'; id: string } | { type: 'CLOSE' }
  >;
const key = (s: Snap) => JSON.stringify([s.value, s.context.selected]);
const paths = getShortestPaths(pickerMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) });

describe('picker model: every shortest path', () => {
  it('opens either item, switches to another, and closes to nothing selected', () => {
    const ends = new Set(paths.map((p) => key(p.state)));
    for (const k of ['["closed",null]', '["open","deposit"]', '["open","game:pg"]']) expect(ends).toContain(k);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await runPath<Snap>({ path, key, arrange: () => {}, start: () => createActor(pickerMachine).start() });
  });
});

/** A deep link (/user/home?dialog=deposit) starts open on its dialog; closing it leaves nothing selected. */
const DEEP = { selected: 'deposit' };
const deepPaths = getShortestPaths(pickerMachine, { input: DEEP, events: eventsFor, serializeState: (s) => key(s as Snap) });

describe('picker model from a deep link: every shortest path', () => {
  it('starts open on the linked dialog', () => {
    expect(key(deepPaths[0]!.steps[0]!.state)).toBe('["open","deposit"]');
    expect(deepPaths.map((p) => key(p.state))).toContain('["closed",null]');
  });

  it.each(deepPaths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await runPath<Snap>({ path, key, arrange: () => {}, start: () => createActor(pickerMachine, { input: DEEP }).start() });
  });
});

publish('picker', 'dialogs', pickerMachine, paths);
publish('picker', 'deep link', pickerMachine, deepPaths, { input: DEEP });
