import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { errorBody, errorResponse } from '@/lib/http/error-body';
import { maxSpendFileBytes } from '@/lib/spend/decode';
import { SpendFileError } from '@/lib/spend/errors';
import { type SpendFormatId, spendFormatIds } from '@/lib/spend/formats';
import { importSpendFile } from '@/lib/spend/import';
import { seeOther, spendPath, spendPreviewPath, wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/** The file, the form's other fields and multipart's boundaries. */
const maxUploadBytes = maxSpendFileBytes + 64 * 1024;

const isFormat = (value: string): value is SpendFormatId =>
  (spendFormatIds as readonly string[]).includes(value);

/**
 * POST /api/admin/spend (admins): an ad-spend report (multipart `file`, optional `source`: google,
 * meta, microsoft or plain; empty: read from the header) read and kept as a preview, saved by
 * nothing yet. The page's script gets `{ id, preview }` or the file's error (422, naming the line);
 * a plain form post is sent to the preview, or back to the form with the error's code and line.
 */
export const POST = adminRoute(
  { role: 'admin', form: { maxBytes: maxUploadBytes } },
  async ({ request, user, form }) => {
    const json = wantsJson(request);
    const file = form?.get('file');
    const source = String(form?.get('source') ?? '').trim();
    if (!(file instanceof File) || file.size === 0) {
      if (!json) return seeOther(`${spendPath}?error=no-file`);
      return errorResponse(400, 'invalid_request', 'Choose a report file to upload.');
    }
    if (source !== '' && !isFormat(source)) {
      return errorResponse(
        400,
        'invalid_request',
        `There is no spend format “${source.slice(0, 40)}”.`,
      );
    }
    try {
      const id = await importSpendFile(
        await getDb(),
        {
          bytes: new Uint8Array(await file.arrayBuffer()),
          fileName: file.name,
          source: source === '' ? undefined : source,
        },
        user.id,
      );
      if (!json) return seeOther(spendPreviewPath(id));
      return Response.json({ id, preview: spendPreviewPath(id) }, { status: 201 });
    } catch (error) {
      if (!(error instanceof SpendFileError)) throw error;
      if (!json) {
        const line = error.line === null ? '' : `&line=${error.line}`;
        return seeOther(`${spendPath}?error=${error.code}${line}`);
      }
      // The line the reason is on, for the page to point at (null: the file as a whole).
      const body = errorBody('invalid_file', error.message);
      return Response.json({ error: { ...body.error, line: error.line } }, { status: 422 });
    }
  },
);
