import '@testing-library/jest-dom/vitest';

// jsdom lacks what the banner carousel (embla) asks the browser for: media queries and resize/intersection observers.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  // jsdom has <dialog> but not its methods: open and closed, no top layer, nothing inert.
  if (typeof HTMLDialogElement !== 'undefined') {
    const opens = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.show ??= opens;
    HTMLDialogElement.prototype.showModal ??= opens;
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
}

// index.html's boot code (src/boot.ts) puts the app's root on <html data-root> before anything loads (src/lib/base.ts); so does the test page.
if (typeof document !== 'undefined') document.documentElement.dataset.root ??= '/';

// findBy… and waitFor wait up to 5 s (the library's default is 1 s): on a busy 2-core CI machine the first lazy page
// of a test can take longer than a second to load. What is asserted stays the same.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// A member's tag is 600,000 rounds of PBKDF2 at each log-in (src/lib/storage.ts): 0.2 s a log-in, 23 s of the session
// model alone. The tests that only need some tag take one round; tests/unit/lib/storage.test.ts proves the 600,000 on
// a fresh module, and the browser suite (sharedPhone.spec.ts) on the built app.
(await import('../src/lib/storage')).TAG.rounds = 1;

// Each test is a new page: the dialogs' history entries of the last one (src/ui/backLayers.ts) are not its own.
if (typeof window !== 'undefined') {
  const { beforeEach } = await import('vitest');
  const { forgetLayers } = await import('../src/ui/backLayers');
  beforeEach(forgetLayers);
}
