import { z } from 'zod';

/** The deployment's runtime settings, read from /config.json at boot. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().default(''),
  chatSocketUrl: z.string().default(''),
  chatPrefix: z.string().default(''),
  laos: z.boolean().default(false),
  qrMinimum: z.number().positive().optional(),
  gameLaunch: z.enum(['iframe', 'newTab']).default('newTab'),
  customGameHost: z.string().default(''),
  gameMessage: z.string().default(''),
  version: z.string().default(''),
  /** PEM of the RSA public key that encrypts wallet gift links (demo mode supplies its own). */
  truelinkPublicKey: z.string().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'ConfigError';
  }
}

export function parseConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

export async function loadConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let res: Response;
  try {
    res = await fetch(url, { cache: 'no-store' });
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
  return parseConfig(json);
}

export const isDemo = (c: RuntimeConfig) => c.apiBaseUrl.trim() === '';
