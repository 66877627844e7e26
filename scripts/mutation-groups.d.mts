/** Types of scripts/mutation-groups.mjs. */
export const GROUPS: Record<string, { mutate: string[]; tests: string[] }>;
