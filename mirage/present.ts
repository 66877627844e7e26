/** Turning state records into contract answers; never a password hash, never another member. */
import { ALL_BANKS, GAMES, banksFor, demoFile, gameBackground, gameLogo, playLink } from './content';
import { toBaht } from './rules/ledger';
import type { DemoState, GameAccount, Member } from './state';

/**
 * The member's profile. `currency` as a Laos backend answers it: the currency the member chose at registration on the
 * Laos build; absent for a member who chose none (the Thai site's), as every Thai backend answers (absent is BAHT).
 */
function profileOf(m: Member) {
  return {
    _id: m._id,
    name: m.name,
    username: m.username,
    createdAt: m.createdAt,
    coin: m.coin,
    ...(m.currency !== null && { currency: m.currency }),
  };
}

function bankAccountOf(state: DemoState, m: Member) {
  const bank = ALL_BANKS.find((b) => b.code === m.bankCode) ?? banksFor(state)[0]!;
  return {
    bankCode: m.bankCode,
    bankAccountName: m.bankAccountName,
    bankAccountNo: m.bankAccountNo,
    bank: { nameTH: bank.nameTH, nameEN: bank.nameEN, ...(bank.nameLA && { nameLA: bank.nameLA }) },
  };
}

export const profileAnswerOf = (state: DemoState, m: Member) => ({
  profile: profileOf(m),
  bankAccount: bankAccountOf(state, m),
});

function gameAccountOf(acc: GameAccount) {
  const def = GAMES.find((g) => g.code === acc.code)!;
  return {
    code: def.code,
    name: def.name,
    category: def.category,
    logo: gameLogo(def.code),
    background: gameBackground(def.code),
    isActive: acc.isActive,
    amount: toBaht(acc.satang),
    ftWalletSlot: def.ftWalletSlot,
    web: def.web && acc.isActive ? playLink(def.code, acc.username) : null,
    android: def.apps ? demoFile(`play.html?game=${def.code}&app=android`) : null,
    ios: def.apps ? demoFile(`play.html?game=${def.code}&app=ios`) : null,
  };
}

export function walletAnswerOf(state: DemoState, m: Member) {
  return {
    ...profileAnswerOf(state, m),
    wallet: { amount: toBaht(m.walletSatang) },
    invite: { amount: toBaht(m.inviteBonusSatang), success: m.inviteSuccess, fail: m.inviteFail },
    slots: state.gameAccounts.filter((g) => g.memberId === m._id).map(gameAccountOf),
  };
}

export const walletAmount = (m: Member) => ({ success: true as const, wallet: { amount: toBaht(m.walletSatang) } });
