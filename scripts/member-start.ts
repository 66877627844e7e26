import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { MEMBER_CODE, MEMBER_PAGES } from '../src/lib/start.ts';

/**
 * What a start on a member page needs beyond the entry's own files, for index.html's boot script: the code of the
 * member routes, the query client and the pages' table (`common`), and each member page's own (`pages`), every chunk
 * with the chunks it imports. On a member page with a stored session the boot script asks for them with the entry's,
 * and the member screens' texts in Thai and the page's language (`texts`); the app's imports then find them asked for.
 * `known`: the files the entry already loads. The modules are those of the start's plan (src/lib/start.ts).
 */
export interface MemberStart {
  common: string[];
  pages: Record<string, string[]>;
  /** The member screens' texts (src/services/i18n.ts's `rest` part) by language: Thai's and the page's language's. */
  texts: Record<string, string[]>;
}

const COMMON = MEMBER_CODE.map((m) => `src/${m}`);

/** The member pages' modules by name (src/lib/start.ts's `MEMBER_PAGES`), as absolute paths. */
export function memberPageModules(root: string): Record<string, string> {
  return Object.fromEntries(Object.entries(MEMBER_PAGES).map(([name, { file }]) => [name, resolve(root, 'src', file)]));
}

export function memberStart(root: string, bundle: OutputBundle, known: ReadonlySet<string>): MemberStart {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byModule = (id: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk holds ${id}`);
    return chunk;
  };
  const closure = (ids: string[]) =>
    reachable(
      ids.map(byModule),
      (c) => c.imports.map((name) => bundle[name] as OutputChunk),
      (c) => known.has(c.fileName),
    ).map((c) => c.fileName);
  const common = closure(COMMON.map((m) => resolve(root, m)));
  const shared = new Set([...known, ...common]);
  const pages = Object.fromEntries(
    Object.entries(memberPageModules(root)).map(([name, id]) => [name, closure([id]).filter((f) => !shared.has(f))]),
  );
  const texts = Object.fromEntries(
    chunks.flatMap((c) => {
      const lang = /^\0virtual:locale\/(\w+)\/rest$/.exec(c.facadeModuleId ?? '')?.[1];
      return lang ? [[lang, closure([c.facadeModuleId!])]] : [];
    }),
  );
  if (Object.keys(texts).length === 0)
    throw new Error("no chunk holds the member screens' texts (virtual:locale/<lang>/rest)");
  return { common, pages, texts };
}

/**
 * Every node `next` leads to from `from`, each once, in the order first met (depth first); a `skip`ped node is left
 * out with what only it leads to.
 */
function reachable<T>(
  from: readonly T[],
  next: (node: T) => readonly T[],
  skip: (node: T) => boolean = () => false,
): T[] {
  const out = new Set<T>();
  const visit = (node: T) => {
    if (out.has(node) || skip(node)) return;
    out.add(node);
    for (const n of next(node)) visit(n);
  };
  for (const node of from) visit(node);
  return [...out];
}

interface GraphModule {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The member pages' common code in two files instead of the two dozen the bundler makes when it splits by which lazy
 * page shares what (a member page's start asked for 23 files of 0.2 to 14 KB, each a request and a task for a slow
 * phone): `member`, the modules of src/ and node_modules that the member routes, the query client or two or more
 * member pages import and no visitor's page does (register, how-to, contact, tour, the system pages), and `shared`,
 * those a visitor's page imports too. What the entry (/login) imports stays in its own files, and a page's own modules
 * in its page's file. The demo (src/demo/, and the bank in mirage/) is not a visitor's page: its chunk imports what it
 * needs. For rolldown's
 * `codeSplitting.groups[].name` (with `includeDependenciesRecursively: false`: what a module imports from the entry's
 * or a visitor's code stays there): the file's name for a module of one of them, else null.
 */
export function memberChunks(root: string) {
  const entry = resolve(root, 'src/main.tsx');
  const common = [...COMMON, 'src/services/queries.ts'].map((m) => resolve(root, m));
  const pages = Object.values(memberPageModules(root));
  const demo = [resolve(root, 'mirage') + '/', resolve(root, 'src/demo') + '/'];
  let chunks: Map<string, 'member' | 'shared'> | null = null;
  const compute = (info: (id: string) => GraphModule | null) => {
    const imports = (dynamic: boolean) => (id: string) => {
      const m = info(id);
      return !m ? [] : dynamic ? [...m.importedIds, ...m.dynamicallyImportedIds] : m.importedIds;
    };
    const reach = (from: string[], dynamic: boolean, stop?: (id: string) => boolean) =>
      new Set(reachable(from, imports(dynamic), stop));
    const memberRoots = new Set([...common, ...pages]);
    const first = reach([entry], false);
    const visitor = reach([entry], true, (id) => memberRoots.has(id) || demo.some((d) => id.startsWith(d)));
    const uses = new Map<string, number>();
    for (const page of pages) for (const id of reach([page], false)) uses.set(id, (uses.get(id) ?? 0) + 1);
    const member = new Set([...reach(common, false), ...[...uses].filter(([, n]) => n > 1).map(([id]) => id)]);
    const out = new Map<string, 'member' | 'shared'>();
    for (const id of member)
      if (!pages.includes(id) && !first.has(id)) out.set(id, visitor.has(id) ? 'shared' : 'member');
    return out;
  };
  return (id: string, ctx: { getModuleInfo(id: string): GraphModule | null }): string | null => {
    chunks ??= compute((m) => ctx.getModuleInfo(m));
    return chunks.get(id) ?? null;
  };
}
