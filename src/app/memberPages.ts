import type { ComponentType } from 'react';
import { MEMBER_PAGES, type MemberPage } from '../lib/start';

type PageModule = Record<string, ComponentType | undefined>;
const modules = import.meta.glob<PageModule>('../features/{home,contact,bonus,statement,profile,spin}/*Page.tsx');

/** Each member page's component, loaded when asked for (MemberRoutes renders them lazily): the table of src/lib/start.ts. */
export const memberPages = Object.fromEntries(
  Object.entries(MEMBER_PAGES).map(([page, { file, ...named }]) => {
    const load = modules[`../${file}`];
    if (!load) throw new Error(`src/lib/start.ts: no module ${file}`);
    const name = 'name' in named ? named.name : 'default';
    return [page, () => load().then((m) => ({ default: m[name]! }))];
  }),
) as Record<MemberPage, () => Promise<{ default: ComponentType }>>;
