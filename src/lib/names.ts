/**
 * Codes as the member reads them: a bank by its name in the member's script, a pocket of a statement entry
 * (WALLET, a game, a bank, a deposit channel) by its name, a currency by its word. One place, so no screen shows a raw
 * code in a sentence; a code nobody named yet shows as itself.
 */
type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Thai readers get the Thai name; Lao readers the Lao one where the bank has one (a Lao bank on the Laos build), else
 * the Latin one, as English readers (Lao readers are not all at ease in Thai).
 */
export const bankName = (bank: { nameTH: string; nameEN: string; nameLA?: string | undefined }, language: string) =>
  (language === 'th' ? bank.nameTH : (language === 'la' && bank.nameLA) || bank.nameEN) || bank.nameTH || bank.nameEN;

/** Deposit channels and sources the spec's ledger names in `from` and `to`, each with a translated word. */
export const POCKETS = ['WALLET', 'SLIP', 'TRUEWALLET', 'BONUS', 'PROMOTION', 'INVITE', 'REFUND', 'LUCKYDRAW'] as const;
/**
 * The QR providers (docs/product.md#deposit-routing); their names are the deposit dialog's (KBANK's bank name comes
 * first).
 */
const QR_PROVIDERS = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'ZPAY'];

export interface Namebook {
  t: T;
  language: string;
  games?: ReadonlyArray<{ code: string; name: string }>;
  banks?: ReadonlyArray<{ code: string; nameTH: string; nameEN: string; nameLA?: string | undefined }>;
}

/** The name of a statement entry's `from` or `to`: a channel's word, a game's or a bank's name, or the code itself. */
export function pocketName(code: string, book: Namebook): string {
  if ((POCKETS as readonly string[]).includes(code)) return book.t(`statement.pocket.${code}`);
  const game = book.games?.find((g) => g.code === code);
  if (game) return game.name;
  const bank = book.banks?.find((b) => b.code === code);
  if (bank) return bankName(bank, book.language);
  if (QR_PROVIDERS.includes(code)) return book.t(`deposit.qr.provider.${code}`);
  return code;
}

/** A currency's word ("บาท", "ກີບ", "baht"); an unknown currency shows as its code. */
export const currencyName = (code: string, t: T): string => t(`currency.${code}`, { defaultValue: code });
