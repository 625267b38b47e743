'use client';

import { useState } from 'react';
import { addDays } from '@/lib/analytics/range';
import { formatShortDaySpan } from '@/lib/format';
import { type Notice, NoticeLines, secondaryClass, send } from './form-kit';

/** "Email me last week's digest": POST /api/admin/digest, admins only (checked there). */
export function DigestPreviewButton() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const sendNow = async () => {
    setBusy(true);
    setNotice(null);
    const result = await send<{ week: string; to: string }>('/api/admin/digest', 'POST');
    setBusy(false);
    if (!result.ok) return setNotice({ kind: 'alert', text: result.message });
    const { week, to } = result.data;
    setNotice({
      kind: 'status',
      text: `Sent last week's digest (${formatShortDaySpan(week, addDays(week, 6))}) to ${to}.`,
    });
  };

  return (
    <div className="mt-4">
      <button
        type="button"
        disabled={busy}
        onClick={() => void sendNow()}
        className={secondaryClass}
      >
        Email me last week's digest
      </button>
      <NoticeLines notice={notice} />
    </div>
  );
}
