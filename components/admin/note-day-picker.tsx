'use client';

import { type ReactNode, useRef } from 'react';
import { addDays, dayNumber } from '@/lib/calendar';

/**
 * Around a chart of days: a click on a day, or a drag across days, fills in the "Add a note"
 * form's dates (components/admin/notes.tsx) and puts the cursor in its text. Only an addition:
 * without scripts the form's date fields do the same.
 */
export function NoteDayPicker({
  first,
  lastEnd,
  children,
}: {
  first: string;
  lastEnd: string;
  children: ReactNode;
}) {
  const picked = useRef<string | null>(null);
  const days = (dayNumber(lastEnd) ?? 0) - (dayNumber(first) ?? 0) + 1;
  const dayAt = (event: React.PointerEvent) => {
    const plot = (event.target as Element).closest('svg');
    if (!plot || days <= 0) return null;
    const box = plot.getBoundingClientRect();
    const fraction = Math.min(Math.max((event.clientX - box.left) / box.width, 0), 0.9999);
    return addDays(first, Math.floor(fraction * days));
  };
  const fill = (from: string, to: string) => {
    const form = document.getElementById('add-note') as HTMLDetailsElement | null;
    const fromField = document.getElementById('add-note-from') as HTMLInputElement | null;
    const toField = document.getElementById('add-note-to') as HTMLInputElement | null;
    const text = document.getElementById('add-note-text') as HTMLTextAreaElement | null;
    if (!form || !fromField || !toField || !text) return;
    form.open = true;
    fromField.value = from;
    toField.value = to === from ? '' : to;
    text.focus();
  };
  return (
    <div
      className="cursor-crosshair"
      onPointerDown={(event) => {
        picked.current = dayAt(event);
      }}
      onPointerUp={(event) => {
        const start = picked.current;
        const end = dayAt(event);
        picked.current = null;
        if (!start || !end) return;
        const [from, to] = [start, end].sort();
        fill(from as string, to as string);
      }}
    >
      {children}
    </div>
  );
}
