'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { inputClass, primaryClass } from './form-kit';

/** The formats a file may be read as, the first reading it from the header. */
const formats = [
  ['', 'Read the format from the file'],
  ['google', 'Google Ads campaign report by day'],
  ['meta', 'Meta Ads Manager export by day'],
  ['microsoft', 'Microsoft Advertising campaign report'],
  ['plain', 'Plain CSV: date, source, medium, campaign, cost, currency'],
] as const;

/**
 * The ad-spend upload: a plain multipart form that the server answers with the preview (or this
 * page with the error's line), and, with scripts, the same post read as JSON so that the file's
 * full reason shows beside the field without leaving the page.
 */
export function SpendUpload({ error }: { error: string | null }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(error);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch('/api/admin/spend', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(event.currentTarget),
      });
      const data = await response.json().catch(() => null);
      if (response.ok && typeof data?.preview === 'string') {
        router.push(data.preview);
        return;
      }
      setMessage(data?.error?.message ?? `The server answered ${response.status}.`);
    } catch {
      setMessage('The server could not be reached. Try again.');
    }
    setBusy(false);
  };
  return (
    <form
      action="/api/admin/spend"
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      className="space-y-4"
    >
      <div>
        <label htmlFor={`${id}-file`} className="font-medium">
          Report file (CSV, at most 20 MB)
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          required
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          aria-describedby={message ? `${id}-error` : undefined}
          aria-invalid={message ? true : undefined}
          className="mt-1 block w-full text-base file:mr-3 file:h-11 file:rounded-lg file:border file:border-border file:bg-muted file:px-4 file:font-semibold"
        />
      </div>
      <div>
        <label htmlFor={`${id}-source`} className="font-medium">
          Format
        </label>
        <select id={`${id}-source`} name="source" defaultValue="" className={inputClass}>
          {formats.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p
        id={`${id}-error`}
        role="alert"
        className="min-h-6 font-medium text-red-700 dark:text-red-300"
      >
        {message ?? ''}
      </p>
      <button type="submit" disabled={busy} className={primaryClass}>
        {busy ? 'Reading the file…' : 'Upload and preview'}
      </button>
    </form>
  );
}
