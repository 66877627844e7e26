import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * What a start on a member page needs beyond the entry's own files, for index.html's boot script: the code of the
 * member routes, the query client and the pages' table (`common`), and each member page's own (`pages`), every chunk
 * with the chunks it imports. On a member page with a stored session the boot script asks for them with the entry's
 * (src/app/warmRoute.ts asks for the same when the app runs; Vite's loader then finds them already asked for).
 * `known`: the files the entry already loads. The pages are those of src/app/memberPages.ts.
 */
export interface MemberStart {
  common: string[];
  pages: Record<string, string[]>;
}

const COMMON = ['src/app/MemberRoutes.tsx', 'src/app/QueryProvider.tsx', 'src/app/memberPages.ts'];

/** The member pages' modules by name, as src/app/memberPages.ts lists them (`home: () => import('../features/...')`). */
export function memberPageModules(root: string): Record<string, string> {
  const table = readFileSync(resolve(root, 'src/app/memberPages.ts'), 'utf8');
  const pages = Object.fromEntries([...table.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)].map(([, name, path]) => [name!, resolve(root, 'src/app', `${path}.tsx`)]));
  if (Object.keys(pages).length === 0) throw new Error('src/app/memberPages.ts lists no page');
  return pages;
}

export function memberStart(root: string, bundle: OutputBundle, known: ReadonlySet<string>): MemberStart {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byModule = (id: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk holds ${id}`);
    return chunk;
  };
  const closure = (ids: string[]) => {
    const out: string[] = [];
    const visit = (chunk: OutputChunk) => {
      if (out.includes(chunk.fileName) || known.has(chunk.fileName)) return;
      out.push(chunk.fileName);
      for (const name of chunk.imports) visit(bundle[name] as OutputChunk);
    };
    for (const id of ids) visit(byModule(id));
    return out;
  };
  const common = closure(COMMON.map((m) => resolve(root, m)));
  const shared = new Set([...known, ...common]);
  const pages = Object.fromEntries(
    Object.entries(memberPageModules(root)).map(([name, id]) => [name, closure([id]).filter((f) => !shared.has(f))]),
  );
  return { common, pages };
}
