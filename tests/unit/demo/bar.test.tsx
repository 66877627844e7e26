// The demo console's bar paints with the page, before the rest of the console has loaded: its toggle, the bank's time
// and the tour's link; a tap on its toggle then is kept, and the console opens when it arrives.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { createDemoServer, type DemoServer } from '../../../mirage';
import { EarlyBar } from '../../../src/demo/console/Bar';
import DemoConsole from '../../../src/demo/DemoConsole';
import { parseConfig } from '../../../src/lib/config';
import { createServices, type Services } from '../../../src/services/services';

let demo: DemoServer;
let services: Services;
let i18n: typeof i18next;
beforeEach(async () => {
  localStorage.clear();
  demo = createDemoServer({ environment: 'test' });
  services = createServices(parseConfig({ demo: true }), { now: demo.controls.now });
  i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  services.session.stop();
  demo.shutdown();
  // Emptied, not removed: the page keeps the console's place for as long as it runs (src/demo/slot.ts).
  document.getElementById('demo-console')?.replaceChildren();
});

/** A promise and its resolver: what a component waits for (`Later`) and when it comes. */
const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};
const Later = ({ until, children }: { until: Promise<void>; children?: ReactNode }) => (use(until), children);

describe("the demo console's early bar", () => {
  it('paints the toggle, the bank time and the tour link in the console’s place; a tap on it opens the console', () => {
    const early = render(
      <I18nextProvider i18n={i18n}>
        <EarlyBar controls={demo.controls} />
      </I18nextProvider>,
    );
    const slot = document.getElementById('demo-console')!;
    expect(slot.firstElementChild).toHaveAccessibleName('Demo console');
    const toggle = screen.getByRole('button', { name: 'Demo ▾' });
    expect(screen.getByTestId('demo-clock')).toHaveTextContent(/^Bangkok time: \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    expect(screen.getByRole('link', { name: 'Tour' })).toBeVisible();
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The console arrives: it opens, as the tap asked.
    early.unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <DemoConsole controls={demo.controls} services={services} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Demo ▴' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: en.demo.tabs.label })).toBeVisible();
  });

  it('opens the console on a tap made before it arrived even when React throws a first drawing of it away', async () => {
    // The console's first drawing is thrown away (here something beside it is still on its way; in the page, any update
    // while it is drawn, such as the bar's clock) and drawn again: the tap is read alike both times, not spent on the
    // drawing nobody saw.
    const code = later();
    const beside = later();
    await act(async () =>
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<EarlyBar controls={demo.controls} />}>
            <Later until={code.promise}>
              <DemoConsole controls={demo.controls} services={services} />
              <Later until={beside.promise} />
            </Later>
          </Suspense>
        </I18nextProvider>,
      ),
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Demo ▾' }));
    });
    // The console's code arrives and it is drawn, but what is beside it is not there yet: the early bar stays.
    await act(async () => code.done());
    expect(screen.getByRole('button', { name: 'Demo ▴' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('group', { name: en.demo.tabs.label })).toBeNull();
    await act(async () => beside.done());
    expect(screen.getByRole('button', { name: 'Demo ▴' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: en.demo.tabs.label })).toBeVisible();
  });
});
