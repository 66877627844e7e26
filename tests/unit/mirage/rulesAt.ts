// For tests that call the bank's rules directly on a seeded state (bankEdges, statementEntries).

/** Wednesday 2026-11-25, 10:00 in Bangkok. */
export const NOW = Date.UTC(2026, 10, 25, 3);

/** The code a rule refuses with (a DemoError), or null when it does not refuse. */
export function refusal(f: () => unknown): string | null {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? null;
  }
  return null;
}
