/** Types of scripts/chromium.mjs. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
