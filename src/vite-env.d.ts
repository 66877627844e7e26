/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
