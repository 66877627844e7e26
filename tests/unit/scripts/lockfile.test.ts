// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// CI installs with `npm ci`, which refuses a lock file that names an optional
// dependency (a platform build of rollup, esbuild, …) without its own entry.
// `npm install` on this machine can write such a lock when the registry lacks
// some platform builds, and nothing else in the suite would notice.

type LockEntry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

export function missingFromLock(lock: { packages: Record<string, LockEntry> }): string[] {
  const packages = lock.packages;
  const missing: string[] = [];
  for (const [where, entry] of Object.entries(packages)) {
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const name of Object.keys(wanted)) {
      // Node's lookup: this package's own node_modules, then each parent's, then the root.
      const candidates: string[] = [];
      let base = where;
      for (;;) {
        candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
        const cut = base.lastIndexOf('/node_modules/');
        if (cut < 0) {
          if (base !== '') candidates.push(`node_modules/${name}`);
          break;
        }
        base = base.slice(0, cut);
      }
      if (!candidates.some((c) => c in packages)) missing.push(`${where || '(root)'} → ${name}`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

  it('has an entry for every dependency and optional dependency it names, so npm ci accepts it', () => {
    expect(missingFromLock(lock)).toEqual([]);
  });

  it('the check notices an optional platform build left out', () => {
    const broken = {
      packages: {
        '': { dependencies: { tool: '^1.0.0' } },
        'node_modules/tool': { version: '1.0.0', optionalDependencies: { 'tool-darwin-x64': '1.0.0' } },
        'node_modules/other/node_modules/nested': { version: '1.0.0', dependencies: { tool: '^1.0.0' } },
      },
    };
    expect(missingFromLock(broken)).toEqual(['node_modules/tool → tool-darwin-x64']);
  });

  it('agrees with the version in package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(lock.packages[''].version).toBe(pkg.version);
    expect(Object.keys(lock.packages[''].devDependencies ?? {}).sort()).toEqual(
      Object.keys(pkg.devDependencies ?? {}).sort(),
    );
    expect(Object.keys(lock.packages[''].dependencies ?? {}).sort()).toEqual(
      Object.keys(pkg.dependencies ?? {}).sort(),
    );
  });
});
