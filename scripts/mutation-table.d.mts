/** Types of scripts/mutation-table.mjs (what the repository keeps of a mutation run). */
export interface Survivor {
  where: string;
  mutant: string;
}
export interface TableRead {
  date: string | null;
  killed: number | null;
  left: number | null;
  score: string | null;
  survivors: (Survivor & { reason: string })[];
}
export function tablePath(group: string): string;
export function reportPath(group: string): string;
export function readTable(text: string): TableRead;
