/**
 * The tour's table (/demo): every screen and dialog, as links. The tour page shows it and the phone suite
 * (tests/e2e/phone.spec.ts) photographs every entry at 360 px in th, la and en.
 */
/** Somchai's invite code in the demo bank (PR and his member id): the tour's invited registration. */
const SOMCHAI_INVITE_CODE = 'PR64b000000000000000000a01';

/** Every screen and every dialog of the product, as links (the dialog links work for real members too). */
export const TOUR = [
  {
    key: 'visitor',
    links: [
      ['login', '/login'],
      ['register', '/register'],
      ['registerInvited', `/register?code=${SOMCHAI_INVITE_CODE}`],
      ['howto', '/howto'],
      ['contact', '/contact'],
      ['terminated', '/terminated'],
    ],
  },
  {
    key: 'member',
    links: [
      ['home', '/user/home'],
      ['bonus', '/user/bonus'],
      ['statement', '/user/statement'],
      ['statementPage', '/user/statement?page=3'],
      ['profile', '/user/profile'],
      ['spin', '/user/spin'],
      ['memberContact', '/user/contact'],
    ],
  },
  {
    key: 'dialogs',
    links: [
      ['deposit', '/user/home?dialog=deposit'],
      ['withdraw', '/user/home?dialog=withdraw'],
      ['transfer', '/user/home?dialog=transfer'],
      ['invite', '/user/home?dialog=invite'],
      ['inviteClaim', '/user/home?dialog=inviteClaim'],
      ['refund', '/user/home?dialog=refund'],
      ['bonusConditions', '/user/home?dialog=bonusConditions'],
      ['gameActive', '/user/home?dialog=game:pg'],
      ['gameInactive', '/user/home?dialog=game:betflix'],
    ],
  },
] as const;
