import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DemoPanel from '../../../mirage/DemoPanel';
import type { DemoControls } from '../../../mirage/controls';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import la from '../../../locales/la.json';

async function i18n() {
  const i = i18next.createInstance();
  await i.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  return i;
}

function fakeControls(): DemoControls & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  let current = 'default';
  return {
    calls,
    scenarios: () => ['default', 'terminated', 'otpOff', 'chatOff', 'laos'],
    scenario: (name?: string) => (name ? (calls.push(['scenario', name]), (current = name)) : current),
    failNext: (...args) => void calls.push(['failNext', ...args]),
    payQr: (...args) => (calls.push(['payQr', ...args]), 0),
    reset: () => void calls.push(['reset']),
    now: () => Date.parse('2025-03-16T10:30:00Z'),
    advanceClock: (ms) => (calls.push(['advanceClock', ms]), 0),
    nextSpin: (code) => void calls.push(['nextSpin', code]),
    chatDisconnect: (ms) => void calls.push(['chatDisconnect', ms]),
  };
}

afterEach(cleanup);

/** Run `body` with window.location.reload stubbed (the panel reloads after a scenario, reset or clock change). */
async function withReload(body: (reload: ReturnType<typeof vi.fn>) => Promise<void>) {
  const reload = vi.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  try {
    await body(reload);
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  }
}

describe('DemoPanel', () => {
  it('opens from the Demo button and arms a failure', async () => {
    const controls = fakeControls();
    render(<I18nextProvider i18n={await i18n()}><DemoPanel controls={controls} /></I18nextProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(screen.getByRole('heading', { name: 'Demo controls' })).toBeInTheDocument();
    expect(screen.getByLabelText('Scenario')).toHaveValue('default');
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'POST' } });
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: '/api/login' } });
    fireEvent.change(screen.getByLabelText('Error code'), { target: { value: 'WRONG_PASSWORD' } });
    fireEvent.change(screen.getByLabelText('HTTP status'), { target: { value: '401' } });
    fireEvent.click(screen.getByRole('button', { name: 'Arm failure' }));
    expect(controls.calls).toEqual([['failNext', 'POST', '/api/login', 'WRONG_PASSWORD', 401]]);
    expect(screen.getByRole('status')).toHaveTextContent('POST /api/login');
    const codes = Array.from((screen.getByLabelText('Error code') as HTMLSelectElement).options, (o) => o.value);
    expect(codes).toContain('gone');
    expect(codes).toContain('REQUEST_LIMIT_1MIN');
  });

  it('changes the scenario and resets, reloading the page', async () => {
    const controls = fakeControls();
    await withReload(async (reload) => {
      render(<I18nextProvider i18n={await i18n()}><DemoPanel controls={controls} /></I18nextProvider>);
      fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
      fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'laos' } });
      fireEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
      expect(controls.calls).toEqual([['scenario', 'laos'], ['reset']]);
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });

  it('shows the bank clock in Bangkok time and moves it to the next Bangkok midnight and Monday', async () => {
    const controls = fakeControls();
    await withReload(async (reload) => {
      render(<I18nextProvider i18n={await i18n()}><DemoPanel controls={controls} /></I18nextProvider>);
      fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
      // 10:30 UTC on Sunday 16 March is 17:30 in Bangkok.
      expect(screen.getByTestId('demo-clock')).toHaveTextContent('16/03/2025 17:30:00');
      fireEvent.click(screen.getByRole('button', { name: 'Next day (00:00 Bangkok)' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next Monday (00:00 Bangkok)' }));
      fireEvent.click(screen.getByRole('button', { name: '+1 hour' }));
      // Both land on Monday 17 March 00:00 Bangkok (6 h 30 min ahead); an hour is an hour.
      expect(controls.calls).toEqual([['advanceClock', 6.5 * 3600_000], ['advanceClock', 6.5 * 3600_000], ['advanceClock', 3600_000]]);
      expect(reload).toHaveBeenCalledTimes(3);
    });
  });

  it('has the same demo keys in Thai, Lao and English', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(th.demo)).toEqual(keys(en.demo));
    expect(keys(la.demo)).toEqual(keys(en.demo));
  });
});
