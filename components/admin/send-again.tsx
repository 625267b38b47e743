'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type Notice, NoticeLines, RowAction, send } from './form-kit';

/**
 * "Send again" on a given-up conversion, for admins: the server queues it again (and checks the
 * role and the state itself), and the section is read again.
 */
export function SendAgain({ id, about }: { id: number; about: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const sendAgain = async () => {
    setBusy(true);
    setNotice(null);
    const answer = await send(`/api/admin/conversions/${id}/send-again`, 'POST');
    setBusy(false);
    if (!answer.ok) {
      setNotice({ kind: 'alert', text: answer.message });
      return;
    }
    setNotice({ kind: 'status', text: 'Queued: it is sent within a minute.' });
    router.refresh();
  };
  return (
    <div className="min-w-28 text-xs">
      <RowAction label="Send again" about={about} disabled={busy} onClick={sendAgain} />
      <NoticeLines notice={notice} />
    </div>
  );
}
