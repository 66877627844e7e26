/** The demo bank's personas: their phone numbers (password demo1234) and their member ids. */
export const DEMO_PASSWORD = 'demo1234';
export const PERSONAS = {
  funded: '0812345678',
  bonus: '0898765432',
  inactive: '0800000000',
  newcomer: '0822222222',
} as const;
export const SOMCHAI_ID = '64b000000000000000000a01';
export const MALEE_ID = '64b000000000000000000a02';
export const INACTIVE_ID = '64b000000000000000000a03';
export const ANONG_ID = '64b000000000000000000a04';
