// @vitest-environment node
// The mutation runs' reporter (scripts/vitest.loadFailure.ts): a mutant that stops a module from loading must count
// as killed, so a test file that failed before collecting any test becomes one failed test.
import { describe, expect, it } from 'vitest';
import LoadFailureAsFailedTest, { type LoadedModule } from '../../../scripts/vitest.loadFailure';

const moduleOf = (task: Partial<LoadedModule['task']>): LoadedModule => ({ task: { id: 'f1', tasks: [], ...task } });
type Test = { type: string; result: { state: string; errors: { message: string }[] } };

describe('a test file that cannot load, in a mutation run', () => {
  it('becomes one failed test carrying the load error', () => {
    const failed = moduleOf({ result: { state: 'fail', errors: [{ message: "Initial state '' not found" }] } });
    new LoadFailureAsFailedTest().onTestRunEnd([failed]);
    const [test] = failed.task.tasks as Test[];
    expect(failed.task.tasks).toHaveLength(1);
    expect(test).toMatchObject({ type: 'test', result: { state: 'fail' } });
    expect(test!.result.errors[0]!.message).toContain("Initial state '' not found");
  });
  it('leaves a file that loaded as it is, whether its tests passed or failed', () => {
    const ran = moduleOf({ result: { state: 'fail' }, tasks: [{ type: 'test' }] });
    const passed = moduleOf({ result: { state: 'pass' } });
    new LoadFailureAsFailedTest().onTestRunEnd([ran, passed]);
    expect(ran.task.tasks).toHaveLength(1);
    expect(passed.task.tasks).toHaveLength(0);
  });
});
