/** Types of scripts/paths-screen.mjs (the testers' paths that ran on the screen). */
export interface ScreenCoverage {
  file: string;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  cases: number[];
}
export const SCREEN_MARK: string;
export function screenCoverage(dir?: string): Record<string, ScreenCoverage>;
export function markCases(md: string, numbers: number[]): string;
export function screenCasesOf(coverage: Record<string, ScreenCoverage>, file: string): number[];
export function writeScreenCoverage(dir?: string): Record<string, ScreenCoverage> | null;
