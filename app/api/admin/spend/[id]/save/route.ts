import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { saveSpendImport } from '@/lib/db/queries/spend';
import {
  seeOther,
  spendImportParams,
  spendPreviewPath,
  unsettledAnswer,
  wantsJson,
} from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/spend/:id/save (admins): the previewed file's spend replaces its source's on
 * every day it covers, once (a second save answers 409); audited as "Imported ad spend".
 */
export const POST = adminRoute(
  { role: 'admin', params: spendImportParams, form: { maxBytes: 4096 } },
  async ({ request, user, params }) => {
    const outcome = await saveSpendImport(await getDb(), params.id, new Date());
    const refused = unsettledAnswer(outcome);
    // A browser's form post is shown the import as it now stands (saved or discarded already).
    if (refused && (wantsJson(request) || outcome.kind === 'not-found')) return refused;
    if (outcome.kind !== 'saved') return seeOther(spendPreviewPath(params.id));
    const saved = outcome.import;
    await audit('spend_imported', {
      actor: user,
      target: `${saved.fileName}: ${saved.source} / ${saved.medium}, ${saved.from} to ${saved.to}`,
      headers: request.headers,
    });
    if (!wantsJson(request)) return seeOther(spendPreviewPath(params.id));
    return Response.json({ state: 'saved', replaced: outcome.replaced });
  },
);
