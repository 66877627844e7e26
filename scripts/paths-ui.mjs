// npm run paths:ui [-- --machine <id> [--case <n>] [--headed]]: the testers' paths on the screen
// (tests/e2e/paths.spec.ts) in Chromium against the built demo. Without options, the shortest case to each state of
// every machine with a screen table, then paths/ui-coverage.json and the cases marked in paths/<machine>.md; with
// --machine (and --case, its id or its number in paths/<machine file>.md) that machine or that one case alone, which
// --headed shows in a window. The cases come from the model tests (npm run paths), run first when paths/ has none.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { machine: { type: 'string' }, case: { type: 'string' }, headed: { type: 'boolean', default: false } },
});
if (values.case && !values.machine) {
  console.error('paths:ui: --case needs --machine (a case id, or a number of paths/<machine file>.md)');
  process.exit(2);
}
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
if (!existsSync('paths/coverage.json') && run('npm', ['run', 'paths']) !== 0) process.exit(1);
const env = {
  ...(values.machine ? { PATHS_UI_MACHINE: values.machine } : {}),
  ...(values.case ? { PATHS_UI_CASE: values.case } : {}),
};
process.exit(
  run(
    'npx',
    ['playwright', 'test', 'tests/e2e/paths.spec.ts', ...(values.headed ? ['--headed', '--workers', '1'] : [])],
    env,
  ),
);
