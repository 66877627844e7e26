/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

/** Trusted Types (the CSP requires them for script URLs): the part the app uses, where the browser has it. */
interface Window {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createScriptURL(url: string): string },
    ): { createScriptURL(url: string): unknown };
  };
}
