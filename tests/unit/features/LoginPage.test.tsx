import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { renderApp, type Harness } from './harness';

let app: Harness;
beforeEach(async () => {
  app = await renderApp('/login');
  // Opening /login asks whether the service is active; let that answer first.
  await waitFor(() => expect(app.services.session.getSnapshot().matches({ anonymous: 'idle' })).toBe(true));
});
afterEach(() => app.stop());

const submit = () => screen.getByRole('button', { name: th.login.submit });
async function fillIn(phone: string, password: string) {
  await userEvent.type(screen.getByLabelText(th.login.phone), phone);
  await userEvent.type(screen.getByLabelText(th.login.password), password);
}

describe('LoginPage', () => {
  it('does nothing with empty fields', async () => {
    await userEvent.click(submit());
    await userEvent.type(screen.getByLabelText(th.login.phone), '0812345678');
    await userEvent.click(submit());
    expect(app.services.session.getSnapshot().matches({ anonymous: 'idle' })).toBe(true);
    expect(app.calls('POST', '/api/login')).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('shows the Thai wrong-password text in an alert', async () => {
    await fillIn(PERSONAS.funded, 'not-the-password');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.WRONG_PASSWORD);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('disables the button while signing in, so a double click logs in once', async () => {
    await fillIn(PERSONAS.funded, DEMO_PASSWORD);
    const gate = app.hold('/api/login');
    await userEvent.dblClick(submit());
    const busy = screen.getByRole('button', { name: th.login.signingIn });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    gate.release();
    expect(
      await screen.findByRole('heading', { name: th.home.hello.replace('{{name}}', 'Somchai Demo') }),
    ).toBeInTheDocument();
    expect(app.calls('POST', '/api/login')).toBe(1);
  });

  it('without remember keeps the token in sessionStorage only and opens the member home', async () => {
    await fillIn(PERSONAS.funded, DEMO_PASSWORD);
    const remember = screen.getByLabelText(th.login.remember);
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    await userEvent.click(submit());
    expect(
      await screen.findByRole('heading', { name: th.home.hello.replace('{{name}}', 'Somchai Demo') }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/user/home');
    const token = sessionStorage.getItem(STORAGE_KEYS.token);
    // The demo bank's token, marked as its own (src/lib/config.ts DEMO_TOKEN_PREFIX).
    expect(token).toMatch(/^demo-[0-9a-f]{16,}$/);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('"forgot password?" leads to support, with the phone typed here in the message to copy and in the chat box', async () => {
    await userEvent.type(screen.getByLabelText(th.login.phone), '0812345678');
    await userEvent.click(screen.getByRole('link', { name: th.login.forgot }));
    const message = th.contact.forgot.message.replace('{{phone}}', '0812345678');
    expect(await screen.findByTestId('forgot-message', undefined, { timeout: 5000 })).toHaveTextContent(message);
    // The phone is handed over in the page's memory: never in its address or its history.
    expect(window.location.pathname + window.location.search).toBe('/contact?forgot');
    expect(JSON.stringify(window.history.state ?? null)).not.toContain('0812345678');
    await userEvent.click(await screen.findByRole('button', { name: th.chat.open }));
    expect(await screen.findByLabelText(th.chat.message)).toHaveValue(message);
  });

  it('"forgot password?" with the chat off says LINE alone, and offers no chat', async () => {
    app.demo.controls.scenario('chatOff');
    await userEvent.click(screen.getByRole('link', { name: th.login.forgot }));
    const help = await screen.findByRole('region', { name: 'ลืมรหัสผ่าน?' }, { timeout: 5000 });
    await waitFor(() => expect(help).toHaveTextContent('ทีมงานจะตั้งรหัสผ่านใหม่ให้คุณ ส่งข้อความนี้ทางไลน์:'));
    expect(help).not.toHaveTextContent('แชท');
    expect(screen.queryByRole('button', { name: th.chat.open })).toBeNull();
  });
});
