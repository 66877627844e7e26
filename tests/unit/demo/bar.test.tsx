// The demo console's bar paints with the page, before the rest of the console has loaded: its toggle, the bank's time
// and the tour's link; a tap on its toggle then is kept, and the console opens when it arrives.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
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
  document.getElementById('demo-console')?.remove();
});

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
});
