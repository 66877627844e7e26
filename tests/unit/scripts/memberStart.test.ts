import { resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { memberPageModules, memberStart } from '../../../scripts/member-start';

const root = process.cwd();
const at = (path: string) => resolve(root, path);

/** A bundle of chunks: file name, the module it is for, the chunks it imports. */
function bundle(chunks: Array<[string, string, string[]]>): OutputBundle {
  return Object.fromEntries(
    chunks.map(([fileName, module, imports]) => [fileName, { type: 'chunk', fileName, facadeModuleId: at(module), moduleIds: [at(module)], imports }]),
  ) as unknown as OutputBundle;
}

describe('the code a start on a member page asks for with the entry (scripts/member-start.ts)', () => {
  it("reads the pages of src/app/memberPages.ts", () => {
    const pages = memberPageModules(root);
    expect(pages.home).toBe(at('src/features/home/HomePage.tsx'));
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['home', 'statement', 'profile', 'bonus', 'spin', 'contact']));
  });

  it("lists the member routes' code and each page's own with what they import, never what the entry loads or twice", () => {
    const pages = Object.entries(memberPageModules(root)).map(([name, module]): [string, string, string[]] => [`assets/${name}.js`, module.replace(`${root}/`, ''), name === 'home' ? ['assets/format.js', 'assets/query.js', 'assets/libs.js'] : ['assets/query.js']]);
    const built = bundle([
      ['assets/index.js', 'src/main.tsx', ['assets/libs.js']],
      ['assets/libs.js', 'node_modules/react/index.js', []],
      ['assets/MemberRoutes.js', 'src/app/MemberRoutes.tsx', ['assets/libs.js', 'assets/query.js']],
      ['assets/QueryProvider.js', 'src/app/QueryProvider.tsx', ['assets/query.js']],
      ['assets/memberPages.js', 'src/app/memberPages.ts', []],
      ['assets/query.js', 'node_modules/@tanstack/query-core/index.js', []],
      ['assets/format.js', 'src/lib/format.ts', []],
      ...pages,
    ]);
    const start = memberStart(root, built, new Set(['assets/index.js', 'assets/libs.js']));
    expect(start.common).toEqual(['assets/MemberRoutes.js', 'assets/query.js', 'assets/QueryProvider.js', 'assets/memberPages.js']);
    expect(start.pages.home).toEqual(['assets/home.js', 'assets/format.js']);
    expect(start.pages.statement).toEqual(['assets/statement.js']);
  });

  it('fails the build when a module it needs is in no chunk', () => {
    expect(() => memberStart(root, bundle([['assets/index.js', 'src/main.tsx', []]]), new Set())).toThrow(/no chunk holds .*MemberRoutes/);
  });
});
