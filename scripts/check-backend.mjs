// npm run check-backend -- <baseUrl> [--phone P --password W] [--config path/to/config.json]
// Calls the backend's read-only calls and checks every answer against its zod contract (src/api/checkBackend.ts);
// with a Laos config (`laos: true`), warns of a member's profile without its currency. Exit code 0 only when every
// call passes (a warning passes).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values, positionals } = parseArgs({
  options: { phone: { type: 'string' }, password: { type: 'string' }, config: { type: 'string' } },
  allowPositionals: true,
});
const flag = (name) => values[name];
const baseUrl = positionals[0];
if (!baseUrl) {
  console.error('usage: npm run check-backend -- <baseUrl> [--phone P --password W] [--config config.json]');
  process.exit(2);
}
const configFile = flag('config');
const config = configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport('/src/api/checkBackend.ts', { root, logLevel: 'silent', configFile: false });
let rows;
try {
  rows = await module.checkBackend({
    baseUrl,
    phone: flag('phone'),
    password: flag('password'),
    paths: config.paths,
    laos: config.laos === true,
  });
} catch (e) {
  console.error(`check-backend: ${e.message}`);
  process.exit(2);
}
console.log(module.formatReport(rows));
process.exit(rows.every((r) => r.ok) ? 0 : 1);
