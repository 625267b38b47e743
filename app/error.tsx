'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

export default function ErrorPage({ error, reset }: { error: Error; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} />;
}
