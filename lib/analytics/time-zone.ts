// The business time zone now lives in lib/calendar.ts (shared with lib/db); this re-export keeps
// scripts/bench-dashboard.mjs, which bundles this path, working.
export { businessTimeZone } from '@/lib/calendar';
