import { allEndpoints, pathParams, type AnyEndpoint } from './contracts';

/** The path of an endpoint as this deployment's backend has it. */
export type PathOf = (ep: AnyEndpoint) => string;

/**
 * config.json's `paths` (a call's name → its path template) checked against the known calls: an unknown name, a
 * template that is not an absolute path, or one whose `:params` differ from the call's are refused with the reason.
 * The answer maps an endpoint to its path; the client alone applies it (the demo bank keeps the spec's paths).
 */
export function pathOverrides(paths: unknown): PathOf {
  if (!paths || typeof paths !== 'object' || Array.isArray(paths))
    throw new Error('paths: an object of call names and their paths');
  const byName = new Map(allEndpoints.map(({ name, endpoint }) => [name, endpoint]));
  const chosen = new Map<AnyEndpoint, string>();
  const problems: string[] = [];
  for (const [name, template] of Object.entries(paths)) {
    if (typeof template !== 'string') {
      problems.push(`paths.${name}: a path as text, not ${JSON.stringify(template)}`);
      continue;
    }
    const endpoint = byName.get(name);
    if (!endpoint) {
      problems.push(`paths.${name}: no call has this name (names are like wallet.get, spin.active, invite.banners)`);
      continue;
    }
    if (!/^\/[^\s?#]*$/.test(template)) {
      problems.push(`paths.${name}: "${template}" is not a path starting with / (no spaces, query or #)`);
      continue;
    }
    const want = pathParams(endpoint.path).sort();
    const have = pathParams(template).sort();
    const missing = want.filter((p) => !have.includes(p));
    const extra = have.filter((p) => !want.includes(p));
    if (missing.length)
      problems.push(
        `paths.${name}: "${template}" lacks ${missing.map((p) => `:${p}`).join(', ')} (the default is ${endpoint.path})`,
      );
    if (extra.length)
      problems.push(
        `paths.${name}: "${template}" has ${extra.map((p) => `:${p}`).join(', ')}, which ${name} does not fill`,
      );
    if (!missing.length && !extra.length) chosen.set(endpoint, template);
  }
  if (problems.length) throw new Error(problems.join('; '));
  return (ep) => chosen.get(ep) ?? ep.path;
}
