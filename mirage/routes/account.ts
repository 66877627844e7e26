import { PASSWORD_MIN_LENGTH } from '../../machines/validation';
import { api } from '../../src/api/contracts';
import type { Route } from '../http';
import { profileAnswerOf } from '../present';
import { checkPassword, hashPassword, randomToken } from '../rules/auth';
import { fail } from '../rules/errors';
import { str } from '../rules/input';
import { checkBank, checkRegistration, createMember } from '../rules/registration';

export function accountRoutes(route: Route): void {
  const a = api.account;
  route(a.validate, ({ state, body }) => {
    checkRegistration(state, body, false);
    return { success: true };
  });
  route(a.create, ({ state, now, body }) => {
    createMember(state, now, checkRegistration(state, body, true));
    return { success: true };
  });
  route(a.profile, ({ state, member }) => profileAnswerOf(state, member));
  route(a.updateProfile, ({ state, member, body }) => {
    const name = str(body, 'name').trim();
    const bankCode = str(body, 'bankCode');
    const bankAccountName = str(body, 'bankAccountName').trim().toUpperCase();
    const bankAccountNo = str(body, 'bankAccountNo').trim();
    checkBank(state, bankCode, bankAccountNo, bankAccountName, member._id);
    Object.assign(member, { name, bankCode, bankAccountName, bankAccountNo });
    return profileAnswerOf(state, member);
  });
  route(a.bankAccountName, ({ state, member, body }) => {
    const bankCode = str(body, 'bankCode');
    const bankAccountName = str(body, 'bankAccountName').trim().toUpperCase().replace(/\s+/g, ' ');
    if (bankCode !== member.bankCode) fail('KEY_INVALID', 400);
    checkBank(state, bankCode, null, bankAccountName, member._id);
    member.bankAccountName = bankAccountName;
    return { bankAccount: profileAnswerOf(state, member).bankAccount };
  });
  route(a.changePassword, ({ member, body }) => {
    const oldPassword = str(body, 'oldPassword', true);
    const newPassword = str(body, 'newPassword', true);
    if (oldPassword === '' || newPassword === '') fail('KEY_MISSING', 400);
    if (!checkPassword(member, oldPassword)) fail('WRONG_PASSWORD', 400);
    if (newPassword.length < PASSWORD_MIN_LENGTH) fail('KEY_INVALID', 400);
    member.passwordHash = hashPassword(newPassword, randomToken(4));
    return { success: true };
  });
}
