'use client';

import { useId, useState } from 'react';
import { type Notice, send } from './form-kit';

/** The person's own settings, as PUT /api/admin/preferences takes them. */
export type Preference = 'notifyNewLeads' | 'weeklyDigest' | 'alertMail';

/**
 * One of the signed-in person's own settings as a checkbox, saved when it changes: whether new
 * leads (the Leads section) and the weekly digest (Security) are mailed to them. The copy comes
 * from the server component that places it.
 */
export function PreferenceToggle({
  preference,
  initial,
  label,
  onText,
  offText,
}: {
  preference: Preference;
  initial: boolean;
  label: string;
  /** What the status line says once it is saved on, and off. */
  onText: string;
  offText: string;
}) {
  const id = useId();
  const [checked, setChecked] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const change = async (value: boolean) => {
    // The box follows the click at once and goes back if the server refuses.
    setChecked(value);
    setBusy(true);
    setNotice(null);
    const result = await send('/api/admin/preferences', 'PUT', { [preference]: value });
    setBusy(false);
    if (!result.ok) {
      setChecked(!value);
      return setNotice({ kind: 'alert', text: result.message });
    }
    setNotice({ kind: 'status', text: value ? onText : offText });
  };

  return (
    <div className="mt-4">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
          className="size-5"
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      <p role="status" className="text-brand-800 text-sm dark:text-brand-200">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="text-red-700 text-sm dark:text-red-300">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </div>
  );
}
