import 'server-only';
import { z } from 'zod';
import type { SpendImportOutcome } from '@/lib/db/queries/spend';
import { errorResponse } from '@/lib/http/error-body';

/** Where the import's pages are. */
export const spendPath = '/admin/campaigns/spend';
export const spendPreviewPath = (id: number) => `${spendPath}/${id}`;

/** An import's id in a path: what the database issues, nothing else reaches SQL. */
export const spendImportParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'That import id is not valid.')
    .transform(Number),
});

/**
 * Whether the caller reads JSON (the page's script) rather than being a browser's plain form
 * post, which is answered with a redirect to the page to show.
 */
export const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json');

/** A redirect a browser follows with GET (after a form's POST), to a path of this site. */
export const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path } });

/** The answer to a save or discard that did not happen: unknown (404), or already settled (409). */
export function unsettledAnswer(outcome: SpendImportOutcome): Response | null {
  if (outcome.kind === 'not-found') {
    return errorResponse(404, 'not_found', 'There is no such ad spend import.');
  }
  if (outcome.kind === 'settled') {
    return errorResponse(
      409,
      'conflict',
      outcome.state === 'saved'
        ? 'This file was saved already: its spend is in the figures.'
        : 'This file was discarded: upload it again to import it.',
    );
  }
  return null;
}
