import { z } from 'zod/mini';

/** Money in baht as the server sends it (a number with up to 2 decimals). */
export const money = z.number();
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
