// The demo console's place arrives between two presses, never in the middle of one (a tap split by the page moving is
// lost: down on "Log in", up on the field below).
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('demo-console')?.remove();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the demo console’s place', () => {
  it('is first in the page at once when nothing is pressed, and one place however often it is asked for', async () => {
    const { consoleSlot } = await import('../../../src/demo/slot');
    const slot = consoleSlot();
    expect(document.body.firstElementChild).toBe(slot);
    expect(consoleSlot()).toBe(slot);
    expect(document.querySelectorAll('#demo-console')).toHaveLength(1);
  });

  it('waits while a pointer is down, and comes in the first frame after it is up', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    let pressed = true;
    const query = document.querySelector.bind(document);
    vi.spyOn(document, 'querySelector').mockImplementation((s: string) =>
      s === ':active' ? (pressed ? button : null) : query(s),
    );
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    const { consoleSlot } = await import('../../../src/demo/slot');
    const slot = consoleSlot();
    expect(slot.isConnected).toBe(false);
    // Asked for again meanwhile (the console following the dialogs): the same place, still waiting.
    expect(consoleSlot()).toBe(slot);
    frames.shift()!(0);
    expect(slot.isConnected).toBe(false);
    pressed = false;
    frames.shift()!(16);
    expect(document.body.firstElementChild).toBe(slot);
    expect(document.querySelectorAll('#demo-console')).toHaveLength(1);
    button.remove();
  });
});
