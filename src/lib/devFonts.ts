// The dev server only: a build declares the fonts from index.html's boot code (src/boot.ts, scripts/fonts.ts).
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/700.css';
