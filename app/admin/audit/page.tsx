import type { Metadata } from 'next';
import { AuditLog, auditPageSize } from '@/components/admin/audit-log';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadAuditPage } from '@/lib/auth/audit';
import { one, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Audit log' };

/** Admins only: the audit log, newest first, `?page=N` (old `/admin?audit=N` links redirect here). */
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('audit');
  if (!user) return null;
  const requested = Number.parseInt(one((await searchParams).page) ?? '', 10) || 1;
  const page = Math.max(1, Math.min(requested, 1e6));
  const { entries, total } = await loadAuditPage(page, auditPageSize);
  return <AuditLog entries={entries} page={page} total={total} />;
}
