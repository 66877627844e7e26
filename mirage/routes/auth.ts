import { api } from '../../src/api/contracts';
import type { Route } from '../http';
import { login } from '../rules/auth';
import { str } from '../rules/input';
import { sendOtp, verifyOtp } from '../rules/otp';

export function authRoutes(route: Route): void {
  route(api.auth.login, ({ state, now, body }) => {
    const username = str(body, 'username').trim();
    const password = str(body, 'password');
    return { token: login(state, now, username, password) };
  });
  route(api.auth.otpSend, ({ state, now, body }) => sendOtp(state, now, str(body, 'phoneNumber').trim()));
  route(api.auth.otpVerify, ({ state, now, body }) => {
    verifyOtp(state, now, str(body, 'otpToken'), str(body, 'otpCode').trim());
    return { success: true };
  });
}
