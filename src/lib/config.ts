import { z } from 'zod/mini';
import { brandSchema, DEFAULT_BRAND } from './brand.ts';

const positive = () => z.number().check(z.positive());

/** The deployment's runtime settings, read from /config.json at boot. */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), ''),
  /**
   * The demo bank (mirage/) answers every call, with its console and tour: only where the deployment asks for it
   * (public/config.json, what `npm start` and the demo build serve). Never with `apiBaseUrl`.
   */
  demo: z._default(z.boolean(), false),
  chatSocketUrl: z._default(z.string(), ''),
  chatPrefix: z._default(z.string(), ''),
  laos: z._default(z.boolean(), false),
  qrMinimum: z.optional(positive()),
  /**
   * A kip member's money constants (the spec's are the baht member's): the least a transfer moves, and every QR
   * provider's presets and minimum. Each one left out is the app's (machines/validation.ts KIP).
   */
  kip: z.optional(
    z.object({
      transferMinimum: z.optional(positive()),
      qrPresets: z.optional(z.array(positive()).check(z.minLength(1))),
      qrMinimum: z.optional(positive()),
    }),
  ),
  gameLaunch: z._default(z.enum(['iframe', 'newTab']), 'newTab'),
  /**
   * The one game (its code, e.g. `huayhd`) that `customGameHost` and `gameMessage` are for
   * (docs/decisions/032-the-one-custom-game.md): its auto-login link is opened on that host, and the message shows in
   * its dialog only. Empty: the message shows in every game's dialog and no link is moved.
   */
  customGame: z._default(z.string(), ''),
  /** An http(s) origin: the custom game's links open there (path and query kept). */
  customGameHost: z._default(z.string(), ''),
  gameMessage: z._default(z.string(), ''),
  version: z._default(z.string(), ''),
  /** PEM of the RSA public key that encrypts wallet gift links (demo mode supplies its own). */
  truelinkPublicKey: z.optional(z.string()),
  /** Origins of the backend's images, videos and framed game pages: read by scripts/csp.mjs for the policy. */
  /**
   * A call's name → this backend's path template. Checked at boot by api/pathOverrides.ts, which loads only for a
   * deployment that has some (it needs every call's name).
   */
  paths: z.optional(z.unknown()),
  /**
   * The operators' collector (docs/telemetry.md): `{ url, enabled, sampleRate }`, checked by the telemetry's code,
   * which loads only where it is set (src/services/telemetry/).
   */
  telemetry: z.optional(z.unknown()),
  /** The brand: name, logo, colours (lib/brand.ts). */
  brand: z._default(brandSchema, () => ({ ...DEFAULT_BRAND })),
  contentHosts: z._default(
    z.array(z.string().check(z.refine((s) => /^https?:\/\/[^/\s]+/.test(s), 'an http(s) origin'))),
    [],
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class ConfigError extends Error {
  declare readonly detail: string;
  constructor(detail: string) {
    super(detail);
    this.name = 'ConfigError';
    this.detail = detail;
  }
}

export function parseConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

export async function loadConfig(url = 'config.json'): Promise<RuntimeConfig> {
  let res: Response;
  try {
    // Within the spec's limit of any call: a held config.json fails rather than leaving the start waiting.
    res = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new ConfigError(`${url} could not be fetched`);
  }
  if (!res.ok) throw new ConfigError(`${url} answered ${res.status}`);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ConfigError(`${url} is not valid JSON`);
  }
  return deployment(parseConfig(json));
}

/**
 * What config.json says when it names neither a backend nor the demo: the site is not set up
 * (docs/decisions/033-the-demo-only-where-asked.md).
 */
export const NOT_CONFIGURED = 'apiBaseUrl or demo: neither is set';

/** A backend or the demo: one of them, never both, never neither (the demo only where the deployment asks for it). */
function deployment(c: RuntimeConfig): RuntimeConfig {
  const backend = !!c.apiBaseUrl.trim();
  if (c.demo === backend) throw new ConfigError(backend ? 'apiBaseUrl or demo: both are set' : NOT_CONFIGURED);
  return c;
}

export const isDemo = (c: RuntimeConfig) => c.demo;

/** Every token the demo bank gives begins so (mirage/rules/auth.ts): a stored token without it is a live backend's. */
export const DEMO_TOKEN_PREFIX = 'demo-';
/**
 * The demo's refusal to start where this browser holds a live session on the same origin: it would log the member out
 * (the demo bank knows no live token) and share their storage (docs/demo.md#an-origin-of-its-own).
 */
export const DEMO_BESIDE_LIVE = 'demo: this origin holds a live session';
/** Whether a stored session is a live backend's (not one the demo bank gave). */
export const isLiveSession = (stored: { token: string } | null) =>
  stored !== null && !stored.token.startsWith(DEMO_TOKEN_PREFIX);
