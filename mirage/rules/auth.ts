/** Passwords, login with its one-minute limit, bearer tokens that expire after 24 hours. */
import { DEMO_TOKEN_PREFIX } from '../../src/lib/config';
import type { DemoState, Member } from '../state';
import { fail } from './errors';

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const LOGIN_WINDOW_MS = 60 * 1000;
const LOGIN_MAX_FAILURES = 5;

/** cyrb53: a small, synchronous string hash; enough for a demo that must never echo a password. */
function cyrb53(str: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

export function hashPassword(password: string, salt: string): string {
  return `${salt}$${cyrb53(`${salt}:${password}`)}`;
}

export function checkPassword(member: Member, password: string): boolean {
  const salt = member.passwordHash.split('$')[0] ?? '';
  return hashPassword(password, salt) === member.passwordHash;
}

export function randomToken(bytes = 24): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function findMember(state: DemoState, username: string): Member | undefined {
  return state.members.find((m) => m.username === username);
}

/** The login rules; answers a new token. */
export function login(state: DemoState, now: number, username: string, password: string): string {
  const recent = (state.loginFailures[username] ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
  state.loginFailures[username] = recent;
  if (recent.length >= LOGIN_MAX_FAILURES) fail('REQUEST_LIMIT_1MIN', 429);
  const member = findMember(state, username);
  if (!member) fail('NO_USER', 401);
  if (!checkPassword(member, password)) {
    recent.push(now);
    fail('WRONG_PASSWORD', 401);
  }
  if (!member.isActive) fail('INACTIVE_USER', 403);
  delete state.loginFailures[username];
  // Marked as the demo's: the app tells a live session on the same origin from it (src/lib/config.ts).
  const token = `${DEMO_TOKEN_PREFIX}${randomToken()}`;
  state.sessions = state.sessions.filter((s) => now - s.issuedAt < 7 * TOKEN_TTL_MS);
  state.sessions.push({ token, memberId: member._id, issuedAt: now });
  return token;
}

/** The member behind an `Authorization: Bearer <token>` header. */
export function authenticate(state: DemoState, now: number, header: string | undefined): Member {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match) fail('UNAUTHORIZED', 401);
  const session = state.sessions.find((s) => s.token === match[1]);
  if (!session) fail('UNAUTHORIZED', 401);
  if (now - session.issuedAt >= TOKEN_TTL_MS) fail('EXPIRED_AUTH_TOKEN', 401);
  const member = state.members.find((m) => m._id === session.memberId);
  if (!member) fail('UNAUTHORIZED', 401);
  if (!member.isActive) fail('INVALID_USER_1', 401);
  return member;
}
