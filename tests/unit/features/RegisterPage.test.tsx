import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { DEMO_OTP_CODE } from '../../../mirage/rules/otp';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { renderApp, type Harness } from './harness';

let app: Harness;
beforeEach(async () => {
  app = await renderApp('/register?code=PR7');
});
afterEach(() => app.stop());

/** The Next button, once the OTP setting has loaded. */
const next = async (name = th.common.next) => {
  const button = await screen.findByRole('button', { name });
  expect(button).toBeEnabled();
  return button;
};

describe('RegisterPage at /register?code=PR7', () => {
  it('refuses a 3-digit phone with the Thai 10-digit text under the field, without asking the server', async () => {
    await next();
    const phone = screen.getByLabelText(th.register.phone);
    await userEvent.type(phone, '123');
    await userEvent.click(await next());
    const error = await screen.findByText(th.errors.PHONE_NUMBER_REQUIRE_10_DIGIT);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(th.errors.PHONE_NUMBER_REQUIRE_10_DIGIT);
    expect(error).toHaveAttribute('role', 'alert');
    expect(app.calls('POST', '/api/otp/send')).toBe(0);
  });

  it('shows the inviter code PR7 read-only on the profile step', async () => {
    await next();
    await userEvent.type(screen.getByLabelText(th.register.phone), '0811111111');
    await userEvent.click(await next());
    await userEvent.type(await screen.findByLabelText(th.register.otpCode), DEMO_OTP_CODE);
    await userEvent.click(await next(th.register.verify));
    const invite = await screen.findByLabelText(th.register.inviteCode);
    expect(invite).toHaveValue('PR7');
    expect(invite).toHaveAttribute('readonly');
    await userEvent.type(invite, 'X');
    expect(invite).toHaveValue('PR7');
    expect(screen.getByText(th.register.inviteLocked)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.inviteCode)!)).toEqual({ code: 'PR7', at: expect.any(Number) });
  });
});

/** Phone and OTP: the profile step, with its invite field. */
async function inviteField(phone: string) {
  await next();
  await userEvent.type(screen.getByLabelText(th.register.phone), phone);
  await userEvent.click(await next());
  await userEvent.type(await screen.findByLabelText(th.register.otpCode), DEMO_OTP_CODE);
  await userEvent.click(await next(th.register.verify));
  return screen.findByLabelText(th.register.inviteCode);
}
const DAY = 24 * 60 * 60 * 1000;
const keep = (code: string, at: number) => localStorage.setItem(STORAGE_KEYS.inviteCode, JSON.stringify({ code, at }));

describe("the inviter code's lifetime and shape", () => {
  it('a followed link kept from 6 days ago is offered, and can be changed', async () => {
    app.stop();
    app = await renderApp('/register', () => keep('PR7', Date.now() - 6 * DAY));
    const invite = await inviteField('0811111112');
    expect(invite).toHaveValue('PR7');
    expect(invite).not.toHaveAttribute('readonly');
    await userEvent.clear(invite);
    await userEvent.type(invite, 'PR9');
    expect(invite).toHaveValue('PR9');
  });

  it('after 7 days it is gone, from the form and the phone', async () => {
    app.stop();
    app = await renderApp('/register', () => keep('PR7', Date.now() - 7 * DAY - 60_000));
    expect(await inviteField('0811111113')).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBeNull();
  });

  it('a ?code= that is no code (markup, 65 characters) is neither kept nor shown; an earlier link stays', async () => {
    for (const bad of ['<b>x</b>', 'A'.repeat(65)]) {
      app.stop();
      app = await renderApp(`/register?code=${encodeURIComponent(bad)}`, () => keep('PR7', Date.now() - DAY));
      const invite = await inviteField('0811111114');
      expect(invite).toHaveValue('PR7');
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.inviteCode)!)).toMatchObject({ code: 'PR7' });
    }
  });
});
