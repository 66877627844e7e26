/**
 * The demo bank's door: the server, its personas and scenarios, the gift link's key and the brands it serves. The demo's
 * start, its console, tour and inspector are src/demo/ (loaded only where config.json says `demo: true`).
 */
export type { DemoControls } from './controls';
export type { DemoServer, DemoServerOptions } from './server';
export { createDemoServer } from './server';
export { PERSONAS, DEMO_PASSWORD } from './personas';
export { SCENARIOS } from './state';
export { DEMO_TRUELINK_PUBLIC_KEY } from './keys';
export { DEMO_BRANDS, isDemoBrand } from './brands';
