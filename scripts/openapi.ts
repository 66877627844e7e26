/**
 * The OpenAPI document of this build: the contracts (src/api/openapi.ts) with the demo bank's examples
 * (mirage/examples.ts) and a deployment's `paths` from its config.json. Loaded by `npm run openapi`
 * (scripts/openapi.mjs) and by the build (vite.config.ts), through Vite's module runner.
 */
import { demoExamples } from '../mirage/examples';
import { openApiDocument } from '../src/api/openapi';
import { pathOverrides } from '../src/api/pathOverrides';

export async function openApiText(opts: { version: string; paths?: unknown }): Promise<string> {
  const pathOf = opts.paths === undefined ? undefined : pathOverrides(opts.paths);
  const doc = openApiDocument({ version: opts.version, pathOf, examples: await demoExamples() });
  return `${JSON.stringify(doc, null, 2)}\n`;
}
