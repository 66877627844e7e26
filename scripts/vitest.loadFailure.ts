// A vitest reporter for mutation runs only (scripts/vitest.mutation.config.ts). StrykerJS's vitest runner (9.6.1, and
// 10.0.0) builds each mutant's result from the tests it collected; a test file whose import throws collects none, so
// a mutant that stops a module from loading (a machine whose initial state is gone) was scored "survived"
// (https://github.com/stryker-mutator/stryker-js/issues/6150 and /6179). This turns such a file into one failed test
// carrying its load error.
import type { Reporter } from 'vitest/node';

/** What this reads of vitest's test module: its file task (vitest's public type keeps it internal). */
export interface LoadedModule {
  task: {
    id: string;
    result?: { state?: string; errors?: ReadonlyArray<{ message: string }> };
    tasks: unknown[];
  };
}

export default class LoadFailureAsFailedTest implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<unknown>) {
    for (const { task: file } of modules as ReadonlyArray<LoadedModule>) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        result: { state: 'fail', errors: file.result.errors ?? [{ message: 'the test file did not load' }] },
      });
    }
  }
}
