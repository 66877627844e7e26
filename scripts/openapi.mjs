// npm run openapi [-- --config path/to/config.json] [--out file]: writes the OpenAPI 3.1 document of the calls
// (dist/openapi.json unless --out), with the config's `paths` applied (public/config.json's, as the build, unless
// --config). A contract it cannot write fails with its name.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/** The document's text: `paths` as config.json has them (undefined: the spec's paths). */
export async function openApiText(paths) {
  const { module } = await runnerImport('/scripts/openapi.ts', { root, logLevel: 'silent', configFile: false });
  return module.openApiText({ version: pkg.version, paths });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { config: { type: 'string' }, out: { type: 'string' } } });
  const configFile = values.config ?? `${root}public/config.json`;
  const out = values.out ?? `${root}dist/openapi.json`;
  try {
    const paths = JSON.parse(readFileSync(configFile, 'utf8')).paths;
    const text = await openApiText(paths);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    const doc = JSON.parse(text);
    const ops = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    console.log(
      `${out}: OpenAPI ${doc.openapi}, ${Object.keys(doc.paths).length} paths, ${ops} operations, ${(text.length / 1024).toFixed(1)} KB`,
    );
    process.exit(0);
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
