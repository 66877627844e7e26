/**
 * A moment of the demo, handed from a tester to a developer: one JSON file (and a link where it is short enough) with
 * who is logged in, the page and its open dialog, the bank's clock and its whole state (its scenarios, brand and site,
 * its armed errors and holds with it), and, to read, the last calls the bank answered and the machines' last steps.
 * Opened in the demo it restores the same screen with the same bank (console/stage.ts stageMoment).
 */
import { z } from 'zod/mini';
import { bankFrom } from '../../../mirage/persist';
import type { DemoState } from '../../../mirage/state';
import { ROUTES } from '../../lib/routes';
import { MOMENT_HASH } from './asked';

/**
 * A page of the app: a path of one of its routes (`/user/home?dialog=transfer`), never another site (`//evil/…`) nor
 * an address the browser would read otherwise (docs/security.md, finding 10).
 */
const TOPS = new Set<string>(['/', ...Object.values(ROUTES)]);
function isAppPage(page: string): boolean {
  if (!/^\/(?![/\\])/.test(page)) return false;
  try {
    const url = new URL(page, 'https://app.invalid');
    return url.origin === 'https://app.invalid' && TOPS.has(`/${url.pathname.split('/')[1]}`);
  } catch {
    return false;
  }
}

/** The most a moment may hold, as a file or inflated from a link: a bank played with for long is far below it. */
const MOMENT_MAX_BYTES = 4_000_000;

/** The moment's format: a file of another version is refused with its own message. */
const MOMENT_VERSION = 1;
const KIND = 'wallet-demo-moment';

const isoTime = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s))));

const momentSchema = z.object({
  kind: z.literal(KIND),
  version: z.literal(MOMENT_VERSION),
  /** When it was taken, by the page's clock and by the bank's (which may be moved). */
  takenAt: isoTime,
  bankTime: isoTime,
  /** The member logged in (their phone and name), or null: a visitor. */
  member: z.nullable(z.object({ phone: z.string().check(z.minLength(1)), name: z.string() })),
  /** The page's address below the app's root, its open dialog of home in it (`/user/home?dialog=transfer`). */
  page: z.string().check(z.refine(isAppPage)),
  /** The open dialog: its title as the page showed it, and home's id of it when a link opens it (restored). */
  dialog: z.nullable(z.object({ title: z.string(), id: z.optional(z.string()) })),
  /** The console's language when it was taken. */
  lang: z.string(),
  /** Whether the member had accepted home's agreement (the app keeps it for the member: home opens it otherwise). */
  agreed: z._default(z.boolean(), false),
  /** The whole bank: mirage/persist.ts reads it back (its one check of a bank). */
  bank: z.unknown(),
  /** To read, not restored: the last calls the bank answered and the machines' last steps, oldest first. */
  calls: z._default(
    z.array(
      z.object({
        at: z.string(),
        method: z.string(),
        path: z.string(),
        status: z.number(),
        code: z.optional(z.string()),
      }),
    ),
    [],
  ),
  steps: z._default(
    z.array(z.object({ at: z.string(), machine: z.string(), event: z.string(), state: z.string() })),
    [],
  ),
});
export type Moment = Omit<z.infer<typeof momentSchema>, 'bank'> & { bank: DemoState };

/** Why a file is no moment to open: `demo.moment.refused.<reason>` says it. */
export type Refusal = 'notJson' | 'notMoment' | 'version' | 'bank' | 'tooBig';
export type Parsed = { ok: true; moment: Moment } | { ok: false; reason: Refusal };

export type MomentParts = Omit<Moment, 'kind' | 'version'>;
/** The moment of these parts. */
export const buildMoment = (parts: MomentParts): Moment => ({ kind: KIND, version: MOMENT_VERSION, ...parts });

/** A file's text (or a link's JSON) read as a moment, or why it is none. */
export function parseMoment(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const head = z.object({ kind: z.literal(KIND), version: z.number() }).safeParse(json);
  if (!head.success) return { ok: false, reason: 'notMoment' };
  if (head.data.version !== MOMENT_VERSION) return { ok: false, reason: 'version' };
  const parsed = momentSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'notMoment' };
  const bank = bankFrom(parsed.data.bank);
  return bank ? { ok: true, moment: { ...parsed.data, bank } } : { ok: false, reason: 'bank' };
}

/** `moment-2026-11-29T04-31-00.json`, by the page's clock when it was taken (UTC). */
export const momentFileName = (takenAt: string) =>
  `moment-${new Date(takenAt).toISOString().slice(0, 19).replaceAll(':', '-')}.json`;

/** The moment's JSON in a file, indented to be read. */
export const momentJson = (moment: Moment) => JSON.stringify(moment, null, 1);

/**
 * The longest link offered: a link is pasted into chats and tickets, which cut longer ones (the bank just seeded
 * makes one of some 4,500 characters; one that has been played with for long gives the file alone).
 */
export const LINK_MAX = 8000;

class TooBig extends Error {}

/** The bytes through the stream; more than `limit` out stops it at once (a link that inflates to gigabytes). */
async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // A broken input errors the readable side too: read there.
  void writer
    .write(bytes as Uint8Array<ArrayBuffer>)
    .then(() => writer.close())
    .catch(() => undefined);
  // Read by hand: the demo bank's fetch (pretender's) replaces the page's Response with one that reads no stream.
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > limit) {
      void reader.cancel();
      throw new TooBig();
    }
    chunks.push(read.value);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (out.set(c, at), at + c.length), 0);
  return out;
}
const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

/**
 * The moment as a link's fragment (its calls and steps left out: they are for reading), or null where it is longer
 * than LINK_MAX: then the file alone.
 */
export async function momentFragment(moment: Moment): Promise<string | null> {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...moment, calls: [], steps: [] }));
  const fragment = MOMENT_HASH + toBase64Url(await through(bytes, new CompressionStream('deflate-raw')));
  return fragment.length <= LINK_MAX ? fragment : null;
}

/**
 * A link's fragment read back as a moment, or why it is none: one longer than any link offered, or that inflates past
 * MOMENT_MAX_BYTES, is refused before it is read.
 */
export async function momentFromFragment(fragment: string): Promise<Parsed> {
  if (fragment.length > LINK_MAX) return { ok: false, reason: 'tooBig' };
  try {
    const bytes = await through(
      fromBase64Url(fragment.slice(MOMENT_HASH.length)),
      new DecompressionStream('deflate-raw'),
      MOMENT_MAX_BYTES,
    );
    return parseMoment(new TextDecoder().decode(bytes));
  } catch (e) {
    return { ok: false, reason: e instanceof TooBig ? 'tooBig' : 'notJson' };
  }
}

/** A moment file read, or why it is none: one over MOMENT_MAX_BYTES is refused before it is read. */
export const momentFromFile = async (file: Blob): Promise<Parsed> =>
  file.size > MOMENT_MAX_BYTES ? { ok: false, reason: 'tooBig' } : parseMoment(await file.text());
