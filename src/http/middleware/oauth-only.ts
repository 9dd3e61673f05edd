// The door of the sign-in and OAuth endpoints: they exist only under AUTH_MODE=oauth, and
// answer 404 in every other mode before anything else about the request is looked at (its
// sign-in budget, its body, its method).
import { createMiddleware } from 'hono/factory';
import { authMode } from './auth';

/** Answers 404 outside AUTH_MODE=oauth; otherwise the route runs. */
export const oauthOnly = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (authMode(c.env.AUTH_MODE) !== 'oauth') return c.json({ error: 'not found' }, 404);
  await next();
});
