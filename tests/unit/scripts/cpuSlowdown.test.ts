// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuSlowdown } from '../../../scripts/lighthouse.mjs';

describe("the CPU slowdown from Lighthouse's benchmarkIndex (scripts/lighthouse.mjs)", () => {
  it("gives the multipliers of Lighthouse's calculator: 4× at about 1,533, 3× at 1,300, 2× at 800, 1× at 150 and under", () => {
    expect(cpuSlowdown(2000)).toBe(6);
    expect(cpuSlowdown(1533)).toBe(4);
    expect(cpuSlowdown(1300)).toBe(3);
    expect(cpuSlowdown(1050)).toBe(2.5);
    expect(cpuSlowdown(800)).toBe(2);
    expect(cpuSlowdown(475)).toBe(1.5);
    expect(cpuSlowdown(150)).toBe(1);
    expect(cpuSlowdown(90)).toBe(1);
  });
});
