/** Types of scripts/content-types.mjs. */
export const CONTENT_TYPES: Record<string, string>;
