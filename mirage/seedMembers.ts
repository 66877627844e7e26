/** The demo bank's members at the start: Somchai (funded), Malee (a bonus running), Anong (new) and an inactive one. */
import { DAY_MS as DAY } from '../machines/bangkokTime';
import { ANONG_ID, DEMO_PASSWORD, INACTIVE_ID, MALEE_ID, PERSONAS, SOMCHAI_ID } from './personas';
import { hashPassword } from './rules/auth';
import { iso, NOTHING_YET, type Member } from './state';

function member(id: string, over: Partial<Member> & Pick<Member, 'username' | 'name' | 'createdAt'>): Member {
  return {
    _id: id,
    passwordHash: hashPassword(DEMO_PASSWORD, id.slice(-4)),
    isActive: true,
    ...NOTHING_YET,
    bankCode: 'KBANK',
    bankAccountName: '',
    bankAccountNo: '',
    currency: null,
    sourceCode: 'facebook',
    inviteCode: '',
    ...over,
  };
}

/** The four personas as members at `nowMs` (their password is demo1234). */
export function seedMembers(nowMs: number): Member[] {
  const ago = (ms: number) => iso(nowMs - ms);
  const somchai = member(SOMCHAI_ID, {
    username: PERSONAS.funded,
    name: 'Somchai Demo',
    createdAt: ago(120 * DAY),
    coin: 5,
    walletSatang: 150_000,
    bankCode: 'KBANK',
    bankAccountName: 'สมชาย เดโม',
    bankAccountNo: '1234567890',
    inviteBonusSatang: 7_500,
    inviteSuccess: 60,
    inviteFail: 40,
    refundSatang: 12_345,
    refundSuccess: 70,
    refundFail: 30,
  });
  const malee = member(MALEE_ID, {
    username: PERSONAS.bonus,
    name: 'Malee Bonus',
    createdAt: ago(40 * DAY),
    coin: 1,
    walletSatang: 32_050,
    bankCode: 'KTB',
    bankAccountName: 'มาลี โบนัส',
    bankAccountNo: '9876543210',
    sourceCode: 'friend',
    inviteCode: `PR${SOMCHAI_ID}`,
  });
  // Anong: an invite bonus whose invitees never played (NO_INVITEE_PLAY_INFO), a refund below the minimum.
  const anong = member(ANONG_ID, {
    username: PERSONAS.newcomer,
    name: 'Anong Newcomer',
    createdAt: ago(5 * DAY),
    walletSatang: 2_000,
    bankCode: 'SCB',
    bankAccountName: 'อนงค์ มาใหม่',
    bankAccountNo: '5556667778',
    sourceCode: 'line',
    inviteBonusSatang: 3_000,
    refundSatang: 500,
    refundSuccess: 50,
    refundFail: 50,
  });
  const inactive = member(INACTIVE_ID, {
    username: PERSONAS.inactive,
    name: 'Inactive Member',
    createdAt: ago(300 * DAY),
    isActive: false,
    bankCode: 'SCB',
    bankAccountName: 'INACTIVE MEMBER',
    bankAccountNo: '5555555555',
    sourceCode: 'other',
  });

  return [somchai, malee, inactive, anong];
}
