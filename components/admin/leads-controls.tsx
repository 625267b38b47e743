'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { type LeadStatus, leadStatuses } from '@/lib/leads/options';

type Notice = { kind: 'status' | 'alert'; text: string } | null;

async function send(url: string, method: string, body: unknown): Promise<string | null> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return null;
  const answer = await response.json().catch(() => null);
  return answer?.error?.message ?? `The server answered ${response.status}.`;
}

function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <>
      <p role="status" className="text-brand-800 text-sm dark:text-brand-200">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="text-red-700 text-sm dark:text-red-300">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </>
  );
}

/** A lead's status and note, for admins and sales; checked again on the server. */
export function LeadEditor({
  id,
  name,
  status,
  note,
}: {
  id: string;
  name: string;
  status: LeadStatus;
  note: string | null;
}) {
  const router = useRouter();
  const fieldId = useId();
  const [nextStatus, setNextStatus] = useState(status);
  const [nextNote, setNextNote] = useState(note ?? '');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const problem = await send(`/api/admin/leads/${id}`, 'PATCH', {
      status: nextStatus,
      note: nextNote,
    }).catch((error: Error) => error.message);
    setBusy(false);
    setNotice(problem ? { kind: 'alert', text: problem } : { kind: 'status', text: 'Saved.' });
    if (!problem) router.refresh();
  };

  return (
    <form onSubmit={save} className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${fieldId}-status`} className="font-medium text-sm">
          Status<span className="sr-only"> of {name}</span>
        </label>
        <select
          id={`${fieldId}-status`}
          value={nextStatus}
          onChange={(event) => setNextStatus(event.target.value as LeadStatus)}
          className="mt-1 block h-10 w-full rounded-lg border border-border bg-background px-2 capitalize"
        >
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${fieldId}-note`} className="font-medium text-sm">
          Note<span className="sr-only"> on {name}</span>
        </label>
        <textarea
          id={`${fieldId}-note`}
          value={nextNote}
          rows={1}
          maxLength={2000}
          onChange={(event) => setNextNote(event.target.value)}
          className="mt-1 block min-h-10 w-full rounded-lg border border-border bg-background px-2 py-1.5"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-10 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950"
      >
        Save<span className="sr-only"> {name}</span>
      </button>
      <div className="sm:col-span-3">
        <NoticeLine notice={notice} />
      </div>
    </form>
  );
}
