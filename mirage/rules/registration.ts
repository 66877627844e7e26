/** Registration checks shared by POST /api/account/validate and POST /api/account. */
import { needsEnglishName, phoneError } from '../../machines/validation';
import type { Registration as RegistrationBody } from '../../src/api/contracts/account';
import { GAMES, SOURCES, banksFor } from '../content';
import type { DemoState, Member } from '../state';
import { iso, nextId, NOTHING_YET, scenarioOn } from '../state';
import { hashPassword, randomToken } from './auth';
import { fail } from './errors';
import { isDigits, isLatinName, optStr, str, type Body } from './input';

const registerOtpOn = (state: DemoState) => !scenarioOn(state, 'otpOff');

/** The app's own phone rule (machines/validation.ts), for the site the bank serves; `key`: the request's name for it. */
export function checkPhone(state: DemoState, phone: string, key: 'username' | 'phoneNumber'): void {
  if (phoneError(phone, state.laos) === null) return;
  fail(state.laos ? 'KEY_INVALID' : 'PHONE_NUMBER_REQUIRE_10_DIGIT', 400, key);
}

/** Bank code, account number and name (each checked when given); `selfId` may keep its own number. */
export function checkBank(
  state: DemoState,
  bankCode: string | null,
  bankAccountNo: string | null,
  bankAccountName: string | null,
  selfId?: string,
): void {
  if (bankCode !== null && !banksFor(state).some((b) => b.code === bankCode)) fail('INVALID_BANK', 400);
  if (bankAccountNo !== null) {
    if (!isDigits(bankAccountNo) || bankAccountNo.length < 6 || bankAccountNo.length > 15)
      fail('KEY_INVALID', 400, 'bankAccountNo');
    if (state.members.some((m) => m.bankAccountNo === bankAccountNo && m._id !== selfId)) fail('EXISTING_BANK', 409);
  }
  if (bankCode !== null && bankAccountName !== null && needsEnglishName(bankCode) && !isLatinName(bankAccountName)) {
    fail('BANK_ACCOUNT_NAME_ENG', 400);
  }
}

/** The request body of the contract, with the currency settled (null outside the Laos build). */
export type Registration = Omit<RegistrationBody, 'currency'> & {
  currency: NonNullable<RegistrationBody['currency']> | null;
};

/** `complete` (account creation) requires the bank fields; validation at the profile step may leave them empty. */
export function checkRegistration(state: DemoState, body: Body, complete: boolean): Registration {
  const name = str(body, 'name').trim();
  const username = str(body, 'username').trim();
  const password = str(body, 'password');
  const sourceCode = str(body, 'sourceCode', true);
  const inviteCode = str(body, 'inviteCode', true);
  const bankCode = str(body, 'bankCode', !complete);
  const bankAccountName = str(body, 'bankAccountName', !complete).trim().toUpperCase();
  const bankAccountNo = str(body, 'bankAccountNo', !complete).trim();
  const currencyRaw = optStr(body, 'currency');

  checkPhone(state, username, 'username');
  if (state.members.some((m) => m.username === username)) fail('EXISTING_USER', 409);
  if (registerOtpOn(state) && !state.verifiedPhones.includes(username)) fail('UNVERIFIED_OTP', 403);
  if (sourceCode !== '' && !SOURCES.some((s) => s.code === sourceCode)) fail('KEY_INVALID', 400, 'sourceCode');

  // The currency is chosen on the bank step (docs/product.md#machine-registerWizard): the profile's check takes it when
  // given, as it does the bank fields, and the account's creation requires it on a Laos site.
  let currency: Registration['currency'] = null;
  if (currencyRaw !== null && currencyRaw !== 'LAK' && currencyRaw !== 'BAHT') fail('KEY_INVALID', 400, 'currency');
  if (state.laos) {
    if (currencyRaw === null && complete) fail('KEY_MISSING', 400, 'currency');
    currency = currencyRaw;
  }

  const orNull = (v: string) => (v === '' ? null : v);
  checkBank(state, orNull(bankCode), orNull(bankAccountNo), orNull(bankAccountName));
  return { name, username, password, sourceCode, inviteCode, bankCode, bankAccountName, bankAccountNo, currency };
}

export function createMember(state: DemoState, now: number, r: Registration): Member {
  const member: Member = {
    _id: nextId(state),
    username: r.username,
    name: r.name,
    passwordHash: hashPassword(r.password, randomToken(4)),
    isActive: true,
    createdAt: iso(now),
    ...NOTHING_YET,
    bankCode: r.bankCode,
    bankAccountName: r.bankAccountName,
    bankAccountNo: r.bankAccountNo,
    currency: r.currency,
    sourceCode: r.sourceCode,
    inviteCode: r.inviteCode,
  };
  state.members.push(member);
  // Every game of the catalogue, not yet opened: home shows each card with "open account"
  // (docs/product.md#screen-home).
  for (const g of GAMES)
    state.gameAccounts.push({
      memberId: member._id,
      code: g.code,
      isActive: false,
      satang: 0,
      username: '',
      password: '',
    });
  const inviter = state.members.find((m) => r.inviteCode === `PR${m._id}`);
  if (inviter)
    state.invites.unshift({ memberId: inviter._id, fromName: member.name, satang: 0, createdAt: member.createdAt });
  state.verifiedPhones = state.verifiedPhones.filter((p) => p !== r.username);
  return member;
}
