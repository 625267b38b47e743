'use client';

import { usePathname } from 'next/navigation';
import { inputClass, primaryClass } from '@/components/admin/form-kit';

/**
 * The password form of a shared link, posted to the link's unlock address (a plain form: it works
 * without scripts). A client component for the address alone: the 401 page (unauthorized.tsx) is
 * given no route parameters, and is rendered alongside the page rather than after it, so only
 * the path it is shown at names the link.
 */
export function UnlockForm() {
  const path = usePathname() ?? '';
  return (
    <form method="post" action={`${path.replace(/\/+$/, '')}/unlock`} className="space-y-4">
      <label className="block font-medium text-base">
        Password
        <input
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={inputClass}
        />
      </label>
      <button type="submit" className={primaryClass}>
        Open the view
      </button>
    </form>
  );
}
