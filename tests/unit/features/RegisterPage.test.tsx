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
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR7');
  });
});
