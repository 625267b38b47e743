'use client';

import { useEffect } from 'react';

/** The generic fallback for an unexpected error, with the error's message. */
export function ErrorScreen({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-6 py-20">
      <h1 className="font-bold text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 font-mono text-red-900 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        {error.message || 'Something went wrong.'}
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Try again
        </button>
        {/* A full reload on purpose: the app's state may be what broke. */}
        <a href="/" className="rounded-lg border border-border px-4 py-2 font-semibold">
          Return to Home
        </a>
      </div>
    </section>
  );
}
