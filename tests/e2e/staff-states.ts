import { join } from 'node:path';

/**
 * Where the admin setup project (admin.setup.ts) saves each role's signed-in browser state, in
 * the run's data folder: the admin specs reuse it (Playwright storageState, as dub does) instead
 * of signing in again, so they can run on several workers without using up sign-in allowances.
 * A test that ends sessions (signing out, a password reset) signs in on its own.
 */
export type StaffRole = 'admin' | 'viewer' | 'sales';

export const staffEmails: Record<StaffRole, string> = {
  admin: 'admin@example.com',
  viewer: 'staff.viewer@example.com',
  sales: 'staff.sales@example.com',
};

export function staffState(role: StaffRole): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return join(dir, 'auth', `${role}.json`);
}
