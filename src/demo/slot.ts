/**
 * The demo console's place: first in the page, before the app, so that it pushes the app down instead of covering it.
 * main.tsx makes it before the app takes over; its height is kept while the console's code loads (styles.css), so
 * nothing moves when the console appears. The painted /login shows before any script, so the place's arrival moves it
 * once: never in the middle of a press (a finger down on "Log in", the page moving, up on the field below it is a lost
 * tap), but between two.
 */
let made: HTMLElement | null = null;

export function consoleSlot(): HTMLElement {
  if (!made?.isConnected) made = document.getElementById('demo-console') ?? made;
  if (!made) {
    made = document.createElement('div');
    made.id = 'demo-console';
    placeBetweenPresses(made);
  }
  return made;
}

/** `slot` first in the body once nothing is pressed (`:active`: a pointer is down on it), looked at each frame. */
function placeBetweenPresses(slot: HTMLElement) {
  const place = () => {
    if (document.querySelector(':active')) return void requestAnimationFrame(place);
    if (!slot.isConnected) document.body.prepend(slot);
  };
  place();
}
