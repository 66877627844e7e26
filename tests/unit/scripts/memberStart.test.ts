// @vitest-environment node
import { resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { memberChunks, memberPageModules, memberStart } from '../../../scripts/member-start';

const root = process.cwd();
const at = (path: string) => (path.startsWith('\0') ? path : resolve(root, path));

/** A bundle of chunks: file name, the module it is for, the chunks it imports. */
function bundle(chunks: Array<[string, string, string[]]>): OutputBundle {
  return Object.fromEntries(
    chunks.map(([fileName, module, imports]) => [
      fileName,
      { type: 'chunk', fileName, facadeModuleId: at(module), moduleIds: [at(module)], imports },
    ]),
  ) as unknown as OutputBundle;
}

describe('the code a start on a member page asks for with the entry (scripts/member-start.ts)', () => {
  it("reads the pages of the start's plan (src/lib/start.ts)", () => {
    const pages = memberPageModules(root);
    expect(pages.home).toBe(at('src/features/home/HomePage.tsx'));
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining(['home', 'statement', 'profile', 'bonus', 'spin', 'contact']),
    );
  });

  it("lists the member routes' code and each page's own with what they import, never what the entry loads or twice", () => {
    const pages = Object.entries(memberPageModules(root)).map(([name, module]): [string, string, string[]] => [
      `assets/${name}.js`,
      module.replace(`${root}/`, ''),
      name === 'home' ? ['assets/format.js', 'assets/query.js', 'assets/libs.js'] : ['assets/query.js'],
    ]);
    const built = bundle([
      ['assets/index.js', 'src/main.tsx', ['assets/libs.js']],
      ['assets/libs.js', 'node_modules/react/index.js', []],
      ['assets/MemberRoutes.js', 'src/app/MemberRoutes.tsx', ['assets/libs.js', 'assets/query.js']],
      ['assets/QueryProvider.js', 'src/app/QueryProvider.tsx', ['assets/query.js']],
      ['assets/memberPages.js', 'src/app/memberPages.ts', []],
      ['assets/query.js', 'node_modules/@tanstack/query-core/index.js', []],
      ['assets/format.js', 'src/lib/format.ts', []],
      ['assets/th-rest.js', '\0virtual:locale/th/rest', []],
      ['assets/en-rest.js', '\0virtual:locale/en/rest', []],
      ['assets/th-core.js', '\0virtual:locale/th/core', []],
      ...pages,
    ]);
    const start = memberStart(root, built, new Set(['assets/index.js', 'assets/libs.js']));
    expect(start.common).toEqual([
      'assets/MemberRoutes.js',
      'assets/query.js',
      'assets/QueryProvider.js',
      'assets/memberPages.js',
    ]);
    expect(start.pages.home).toEqual(['assets/home.js', 'assets/format.js']);
    expect(start.pages.statement).toEqual(['assets/statement.js']);
    expect(start.texts).toEqual({ th: ['assets/th-rest.js'], en: ['assets/en-rest.js'] });
  });

  it('fails the build when a module it needs is in no chunk', () => {
    expect(() => memberStart(root, bundle([['assets/index.js', 'src/main.tsx', []]]), new Set())).toThrow(
      /no chunk holds .*MemberRoutes/,
    );
  });

  it("puts the member pages' common code in one file and what they share with a visitor's page in another", () => {
    const pages = memberPageModules(root);
    // A module graph: each module's static and dynamic imports.
    const graph: Record<string, [string[], string[]]> = {
      'src/main.tsx': [
        ['src/app/App.tsx', 'src/lib/storage.ts'],
        ['src/app/MemberRoutes.tsx', 'src/features/register/RegisterPage.tsx', 'src/demo/demoStart.tsx'],
      ],
      'src/app/App.tsx': [['src/lib/storage.ts'], []],
      'src/lib/storage.ts': [[], []],
      'src/features/register/RegisterPage.tsx': [['src/ui/Dialog.tsx', 'src/lib/storage.ts'], []],
      'src/ui/Dialog.tsx': [[], []],
      'src/demo/demoStart.tsx': [['src/api/contracts.ts', 'mirage/index.ts'], []],
      'mirage/index.ts': [[], []],
      'src/app/MemberRoutes.tsx': [
        ['src/services/queries.ts', 'src/lib/storage.ts'],
        [pages.home!.replace(`${root}/`, ''), pages.spin!.replace(`${root}/`, '')],
      ],
      'src/services/queries.ts': [['src/api/contracts.ts'], []],
      'src/api/contracts.ts': [[], []],
      [pages.home!.replace(`${root}/`, '')]: [
        ['src/lib/format.ts', 'src/ui/Dialog.tsx', 'src/features/home/GameCards.tsx'],
        [],
      ],
      [pages.spin!.replace(`${root}/`, '')]: [
        ['src/lib/format.ts', 'src/ui/Dialog.tsx'],
        ['src/features/spin/pixiWheel.ts'],
      ],
      'src/lib/format.ts': [[], []],
      'src/features/home/GameCards.tsx': [[], []],
      'src/features/spin/pixiWheel.ts': [[], []],
    };
    const info = (id: string) => {
      const m = graph[id.replace(`${root}/`, '')];
      return m ? { importedIds: m[0].map(at), dynamicallyImportedIds: m[1].map(at) } : null;
    };
    const name = memberChunks(root);
    const chunkOf = (path: string) => name(at(path), { getModuleInfo: info });
    // The member routes' code, and what two pages share.
    expect(chunkOf('src/app/MemberRoutes.tsx')).toBe('member');
    expect(chunkOf('src/services/queries.ts')).toBe('member');
    expect(chunkOf('src/api/contracts.ts')).toBe('member');
    expect(chunkOf('src/lib/format.ts')).toBe('member');
    // Two pages' and the register page's.
    expect(chunkOf('src/ui/Dialog.tsx')).toBe('shared');
    // The entry's own, a page's own, a page's lazy code, a visitor's page: where the bundler puts them.
    for (const own of [
      'src/main.tsx',
      'src/lib/storage.ts',
      pages.home!,
      'src/features/home/GameCards.tsx',
      'src/features/spin/pixiWheel.ts',
      'src/features/register/RegisterPage.tsx',
      'src/demo/demoStart.tsx',
    ]) {
      expect(chunkOf(own), own).toBeNull();
    }
  });
});
