import 'server-only';
import { cache } from 'react';

/**
 * Where this request's password form posts (React's per-request cache): the shared page sets it
 * before it answers 401 (unauthorized()), and app/share/[token]/unauthorized.tsx, which gets no
 * route parameters, reads it.
 */
export const lockedForm = cache((): { action: string | null } => ({ action: null }));
