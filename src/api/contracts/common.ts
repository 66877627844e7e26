import { z } from 'zod';

/** Money in baht as the server sends it (a number with up to 2 decimals). */
export const money = z.number().finite();
export const isoDate = z.string().min(1);
export const html = z.string();

export const okSchema = z.object({ success: z.literal(true) });
export const messageSchema = z.object({ message: z.string() });
export const pageRequest = z.object({ page: z.number().int().min(1), limit: z.number().int().min(1).max(100) });
export const bannerSchema = z.object({ image: z.string(), html: html });
export const bannersSchema = z.object({ banners: z.array(bannerSchema) });
export const errorBodySchema = z.object({ message: z.string() });

export type Banner = z.infer<typeof bannerSchema>;
