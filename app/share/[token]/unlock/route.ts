import { plainPage } from '@/lib/sharing/answers';
import { handleUnlock } from '@/lib/sharing/unlock';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /share/<token>/unlock: a shared link's password form (lib/sharing/unlock.ts). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  // A path that is not valid UTF-8 names no link: the same answer as any other such token.
  const { token } = await params.catch(() => ({ token: '' }));
  try {
    return await handleUnlock(request, token);
  } catch (error) {
    console.error('POST /share/…/unlock:', error);
    return plainPage(503, 'The view cannot be opened just now. Try again in a minute.');
  }
}
