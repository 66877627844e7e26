import type { Plugin } from 'vite';

/** What the build changes in two libraries' code, each checked so that a new version that no longer fits fails it. */

/**
 * Sonner puts its styles in a <style> element it creates when loaded; the CSP allows styles from the app's own files
 * only (style-src 'self'), so the build drops that call and src/ui/Toaster.tsx imports sonner's own styles.css.
 */
export const sonnerStylesFromFile = (): Plugin => ({
  name: 'sonner-styles-from-file',
  transform(code, id) {
    if (!/node_modules\/sonner\/dist\/index\.m?js$/.test(id)) return null;
    const out = code.replace(/^__insertCSS\(".*"\);$/m, '');
    if (out === code)
      throw new Error('sonner no longer injects its styles as this plugin expects: check src/ui/Toaster.tsx');
    return { code: out, map: null };
  },
});

/**
 * Each lucide icon module makes its component at load (`createLucideIcon(data)`), a call the bundler must keep: marked
 * pure, a module whose component is not imported (the visitor menu draws only the shapes, src/ui/MenuIcon.tsx) brings
 * no component and none of lucide-react's machinery.
 */
export const lucidePure = (): Plugin => ({
  name: 'lucide-pure',
  transform(code, id) {
    if (!/node_modules\/lucide-react\/dist\/esm\/icons\/[\w-]+\.mjs$/.test(id) || id.endsWith('/index.mjs'))
      return null;
    const out = code.replace(/= createLucideIcon\(/, '= /* @__PURE__ */ createLucideIcon(');
    if (out === code) throw new Error(`lucide-react no longer makes ${id}'s component as this plugin expects`);
    return { code: out, map: null };
  },
});
