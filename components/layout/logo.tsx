import { Link } from '@/components/ui/link';
import { siteConfig } from '@/lib/site/config';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-brand-300" />
      <path
        d="M19 8v10.5a5 5 0 0 1-9.6 2"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-white dark:stroke-slate-950"
      />
      <circle cx="23.5" cy="9" r="2" className="fill-accent-500" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md font-bold text-lg tracking-tight">
      <LogoMark className="size-8" />
      <span>{siteConfig.name}</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
