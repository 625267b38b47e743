import type { Role } from '@/lib/db/schema/auth';

/**
 * The roles as the admin names them, once: the Team section's role menus, the invite form and
 * the invitation page read them here. Pure data, for server and client components alike.
 */
export const roleNames: Record<Role, string> = {
  admin: 'Admin',
  sales: 'Sales',
  viewer: 'Viewer',
};

/** Where a role is chosen: its name, with what sets it apart when that is not plain. */
export const roleChoices: Record<Role, string> = {
  admin: roleNames.admin,
  viewer: roleNames.viewer,
  sales: `${roleNames.sales} (can update leads)`,
};

/** What each role may do, told to the person invited to it. */
export const roleAbilities: Record<Role, string> = {
  viewer: 'Viewers read the dashboard, campaigns, site speed and leads.',
  sales: 'Sales read everything viewers do, and update leads.',
  admin: 'Admins read and change everything, invite people and read the audit log.',
};
