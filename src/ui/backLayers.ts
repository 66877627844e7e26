/**
 * Back closes what is on top (docs/product.md#back-closes-one-layer). Each open dialog is a layer with a history entry
 * of its own, at the page's address, so that the phone's Back closes the top dialog alone instead of leaving the page.
 *
 * - A dialog closed another way (its ×, Escape, its OK, its owner) takes its entry back with `history.go`. The browser
 *   does that later, in a task of its own: until then the page's own moves (wouter's pushState and replaceState) wait,
 *   so that a link tapped at once is not the entry taken back.
 * - A move to another address while dialogs are open takes their entries back first: Back from there returns to the
 *   page, not to a dialog that is gone; a closed deep link's address (`?dialog=`) is the page's again.
 * - Forward onto a closed dialog's entry reopens nothing (a money action is not done twice): it goes back where it was.
 */
const KEY = 'walletLayer';
/** This document's layers: an entry an earlier page left (before a reload) is not one of them. */
const newDoc = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
let doc = newDoc();
/**
 * A taking back is looked at again after this long: landed (a slow phone's long task held its popstate) or not yet;
 * one that never lands (the page leaving meanwhile) holds the page's moves no longer than SETTLE_MAX_MS.
 */
const SETTLE_MS = 1000;
const SETTLE_MAX_MS = 5000;

interface Layer {
  close: () => void;
  /** Its dialog has closed (its owner took it off the page). */
  gone: boolean;
}
/** A dialog that Back asked to close and that stays (its owner keeps it while its money is on its way). */
const KEPT_AFTER_MS = 100;
/** The open layers, bottom first. */
const open: Layer[] = [];
/** The moves that wait for a taking back to land. */
const waiting: Array<() => void> = [];
let returning: ReturnType<typeof setTimeout> | null = null;
let installed = false;

/** How many of this document's layer entries history is on (0 on the page's own entry). */
function depthOf(state: unknown): number {
  const marker = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  const m = marker as { doc?: unknown; depth?: unknown } | undefined;
  return m?.doc === doc && typeof m.depth === 'number' ? m.depth : 0;
}

const marked = (state: unknown, depth: number) => ({
  ...(state && typeof state === 'object' ? state : {}),
  [KEY]: { doc, depth },
});

/** Run `move` now, or once the taking back under way has landed. */
function whenSettled(move: () => void) {
  if (returning) waiting.push(move);
  else move();
}

function settle() {
  if (returning) clearTimeout(returning);
  returning = null;
  while (!returning && waiting.length) waiting.shift()!();
}

/** Take `n` entries back; the page's moves wait for it to land (its popstate, or history seen there). */
function goBack(n: number) {
  const to = depthOf(history.state) - n;
  const since = Date.now();
  const look = () => {
    returning =
      depthOf(history.state) === to || Date.now() - since >= SETTLE_MAX_MS ? null : setTimeout(look, SETTLE_MS);
    if (!returning) settle();
  };
  returning = setTimeout(look, SETTLE_MS);
  history.go(-n);
}

const elsewhere = (url: string | URL | null | undefined) =>
  url != null && new URL(url, location.href).href !== location.href;

function install() {
  if (installed) return;
  installed = true;
  // As they are now: wouter's, which tell its router of each move.
  const push = history.pushState;
  const replace = history.replaceState;
  const wrap =
    (kind: 'push' | 'replace') =>
    (state: unknown, unused: string, url?: string | URL | null): void =>
      whenSettled(() => {
        const depth = depthOf(history.state);
        // Another address: off the dialogs' entries first, then the move (it waits for that to land).
        if (depth > 0 && elsewhere(url)) {
          waiting.unshift(() => (kind === 'push' ? push : replace).call(history, state, unused, url));
          return goBack(depth);
        }
        if (kind === 'push') push.call(history, state, unused, url);
        // A new state at the same place: a dialog's entry stays the dialog's.
        else replace.call(history, depth > 0 ? marked(state, depth) : state, unused, url);
      });
  history.pushState = wrap('push');
  history.replaceState = wrap('replace');
  window.addEventListener('popstate', (e) => {
    if (returning) return settle();
    const depth = depthOf(e.state);
    // Forward onto the entry of a dialog that has closed: back where it was.
    if (depth > open.length) return goBack(depth - open.length);
    // Back: the layers above where history now is close, the top one first; one that stays has its entry again.
    while (open.length > depth) {
      const layer = open.pop()!;
      layer.close();
      setTimeout(() => !layer.gone && !open.includes(layer) && enter(layer), KEPT_AFTER_MS);
    }
  });
}

/** `layer` on top, with its entry. */
function enter(layer: Layer) {
  open.push(layer);
  whenSettled(() => {
    const at = open.indexOf(layer);
    // Closed before its entry was made, or already on one (StrictMode's second run).
    if (at < 0 || depthOf(history.state) > at) return;
    history.pushState(marked(history.state, at + 1), '', location.href);
  });
}

/**
 * A dialog has opened: its history entry. `close` is what Back does to it (its owner closes it). Answers what the
 * dialog calls when it closes any other way: its entry, and any above it, are taken back.
 */
export function openLayer(close: () => void): () => void {
  install();
  const layer: Layer = { close, gone: false };
  enter(layer);
  return () => {
    layer.gone = true;
    const at = open.indexOf(layer);
    // Back closed it: its entry is gone already.
    if (at < 0) return;
    open.splice(at);
    whenSettled(() => {
      const above = depthOf(history.state) - at;
      if (above > 0) goBack(above);
    });
  };
}

/**
 * A new app on the same page (the unit tests' next one), once the last one's taking back has landed: none of its
 * layers is open, and its entries are not this app's.
 */
export async function forgetLayers(): Promise<void> {
  if (returning) await new Promise<void>((landed) => waiting.push(landed));
  open.length = 0;
  waiting.length = 0;
  doc = newDoc();
}
