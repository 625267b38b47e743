/**
 * The admin's sections: one route each under app/admin/, listed in the navigation for the roles
 * that may use them. Pure data, shared by the server (guards, redirects) and the navigation.
 */

export type SectionId =
  | 'overview'
  | 'campaigns'
  | 'speed'
  | 'leads'
  | 'conversions'
  | 'alerts'
  | 'team'
  | 'audit'
  | 'security';

/**
 * 'staff': every signed-in account (admin, sales, viewer); 'readers': admins and viewers, not
 * sales (the figures behind the ad spend, which sales has no use for); 'admin': admins only.
 */
export type SectionAccess = 'staff' | 'readers' | 'admin';

export type Section = { id: SectionId; href: string; label: string; access: SectionAccess };

export const sections: readonly Section[] = [
  { id: 'overview', href: '/admin', label: 'Overview', access: 'staff' },
  { id: 'campaigns', href: '/admin/campaigns', label: 'Campaigns', access: 'staff' },
  { id: 'speed', href: '/admin/speed', label: 'Speed', access: 'staff' },
  { id: 'leads', href: '/admin/leads', label: 'Leads', access: 'staff' },
  { id: 'conversions', href: '/admin/conversions', label: 'Conversions', access: 'readers' },
  { id: 'alerts', href: '/admin/alerts', label: 'Alerts', access: 'readers' },
  { id: 'team', href: '/admin/team', label: 'Team', access: 'admin' },
  { id: 'audit', href: '/admin/audit', label: 'Audit log', access: 'admin' },
  { id: 'security', href: '/admin/security', label: 'Security', access: 'staff' },
];

export const sectionById = (id: SectionId): Section =>
  sections.find((section) => section.id === id) as Section;

/** Who is asking, as far as the sections care: the role comes from the server, never the browser. */
type Reader = { isAdmin: boolean; isSales?: boolean };

/** Whether a person may use a section: the same rule as the API (admin-only handlers answer 403). */
export const maySee = (section: Section, user: Reader) =>
  section.access === 'staff' ||
  user.isAdmin ||
  (section.access === 'readers' && user.isSales !== true);

/** What a person refused a section is told (the API answers the same). */
export const refusalMessage = (section: Section) =>
  section.access === 'readers'
    ? 'Only admins and viewers can see this.'
    : 'Only admins can do this.';

export const sectionsFor = (user: Reader) => sections.filter((section) => maySee(section, user));

/** The section a path belongs to (the longest matching href), for aria-current. */
export function sectionOfPath(pathname: string): Section | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    [...sections]
      .sort((a, b) => b.href.length - a.href.length)
      .find((section) => path === section.href || path.startsWith(`${section.href}/`)) ?? null
  );
}

/** The leads inbox's query parameters (lib/leads/admin.ts parseLeadFilter). */
export const leadParams = ['leadStatus', 'leadTrade', 'leadTopic', 'leadsPage'] as const;

/**
 * Links made before the admin had sections: `/admin?leadStatus=…` (the inbox's filters) and
 * `/admin?audit=N` (the audit log's pages) go to their section with the same parameters
 * (`audit` becomes the audit section's `page`). `/admin?range=…` is the overview itself: null.
 */
export function legacyAdminRedirect(pathname: string, search: URLSearchParams): string | null {
  if (pathname.replace(/\/+$/, '') !== '/admin') return null;
  const leads = new URLSearchParams();
  for (const name of leadParams) {
    for (const value of search.getAll(name)) leads.append(name, value);
  }
  if ([...leads.keys()].length > 0) return `/admin/leads?${leads}`;
  const audit = search.get('audit');
  if (audit !== null) {
    return audit && audit !== '1'
      ? `/admin/audit?page=${encodeURIComponent(audit)}`
      : '/admin/audit';
  }
  return null;
}
