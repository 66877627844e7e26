import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** The two calls /login makes (in lookup and auth with the others): here alone, so /login carries no other contract. */
export const startCalls = {
  /** `terminated` is the string 'gone' when the service is closed. */
  active: endpoint({
    method: 'GET',
    path: '/api/lookup/active',
    request: undefined,
    auth: false,
    response: () => z.object({ terminated: z.nullable(z.string()) }),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    auth: false,
    request: () => z.object({ username: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) }),
    response: () => z.object({ token: z.string().check(z.minLength(1)) }),
  }),
};
