import { z } from 'zod/mini';
import { CURRENCIES, type Currency } from '../../../machines/validation';

/** Money in the member's currency as the server sends it (a number with up to 2 decimals). */
export const money = z.number();
/**
 * The member's currency on their profile (the wallet and profile answers), in which every amount of theirs is counted.
 * Optional: absent means BAHT, as every Thai backend answers today. Its own schema (src/api/openapi.ts describes it).
 */
export const memberCurrency = z.enum(CURRENCIES);
/** The member's currency from their profile: absent is BAHT. The one place that says so. */
export const currencyOf = (profile: { currency?: Currency | undefined }): Currency => profile.currency ?? 'BAHT';
/** A Lao name (a bank's `nameLA`): its own schema, which src/api/openapi.ts describes. */
export const laoName = z.string();
/**
 * A bank's names (the spec's Thai and English ones) and, on the Laos build, its Lao one where it has one (`nameLA`,
 * optional: a Thai backend answers none; src/lib/names.ts shows it to Lao readers).
 */
export const bankNames = () => ({ nameTH: z.string(), nameEN: z.string(), nameLA: z.optional(laoName) });
export const isoDate = z.string().check(z.minLength(1));
/** Server HTML: shown only through src/ui/SafeHtml.tsx (every field it renders has this type). */
export const html = z.string();

export const okSchema = z.lazy(() => z.object({ success: z.literal(true) }));
export const messageSchema = z.lazy(() => z.object({ message: z.string() }));
export const pageRequest = z.lazy(() =>
  z.object({
    page: z.int().check(z.minimum(1)),
    limit: z.int().check(z.minimum(1), z.maximum(100)),
  }),
);
export const bannerSchema = z.lazy(() => z.object({ image: z.string(), html: html }));
export const bannersSchema = z.lazy(() => z.object({ banners: z.array(bannerSchema) }));

export type Banner = z.infer<typeof bannerSchema>;
