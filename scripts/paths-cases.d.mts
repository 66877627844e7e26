/** Types of scripts/paths-cases.mjs (the testers' cases: ids, text checks, Gherkin and CSV). */
interface StepLike {
  event: string;
  data?: unknown;
}
export function caseId(machine: string, steps: readonly StepLike[], salt?: string): string;
export function caseIds(cases: ReadonlyArray<{ machine: string; group: string; steps: readonly StepLike[] }>): {
  ids: string[];
  duplicates: Array<[number, number]>;
};
export function sentenceProblems(line: string): string[];
export function caseProblems(cases: ReadonlyArray<{ id: string; lines: readonly string[] }>): string[];
export interface ExportedCase {
  id: string;
  number: number;
  machine: string;
  group: string;
  title: string;
  persona: string;
  screen: string;
  given: string;
  steps: ReadonlyArray<{ does: string; sees: string }>;
}
export function toGherkin(feature: string, about: readonly string[], cases: readonly ExportedCase[]): string;
export function toCsv(cases: readonly ExportedCase[]): string;
export function diffCases(
  before: Record<string, string>,
  after: Record<string, string>,
): { added: string[]; removed: string[]; changed: string[] };
