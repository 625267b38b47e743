import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { discardSpendImport } from '@/lib/db/queries/spend';
import {
  seeOther,
  spendImportParams,
  spendPreviewPath,
  unsettledAnswer,
  wantsJson,
} from '@/lib/spend/routes';

export const runtime = 'nodejs';

/** POST /api/admin/spend/:id/discard (admins): the previewed file is dropped unsaved; audited. */
export const POST = adminRoute(
  { role: 'admin', params: spendImportParams, form: { maxBytes: 4096 } },
  async ({ request, user, params }) => {
    const outcome = await discardSpendImport(await getDb(), params.id);
    const refused = unsettledAnswer(outcome);
    // A browser's form post is shown the import as it now stands (saved or discarded already).
    if (refused && (wantsJson(request) || outcome.kind === 'not-found')) return refused;
    if (outcome.kind !== 'discarded') return seeOther(spendPreviewPath(params.id));
    await audit('spend_discarded', {
      actor: user,
      target: outcome.import.fileName,
      headers: request.headers,
    });
    if (!wantsJson(request)) return seeOther(spendPreviewPath(params.id));
    return Response.json({ state: 'discarded' });
  },
);
