import { join } from 'node:path';

/**
 * The JSX runtime every .tsx file is compiled against, in the app (vite.config.ts) and in the build's painted first
 * screen (scripts/prerender.ts), so that the two paint the same markup: React's, keeping Thai and Lao words whole
 * (src/ui/words/paint.ts).
 */
export const WORDS_JSX = 'wallet-words';

/** Where `wallet-words/jsx-runtime` and `wallet-words/jsx-dev-runtime` are. */
export const wordsJsxAlias = (root: string) => ({ [WORDS_JSX]: join(root, 'src/ui/words') });
