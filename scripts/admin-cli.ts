/**
 * Staff accounts from the command line: `npm run admin -- invite you@example.com --admin`.
 * Bundled and run by scripts/admin.mjs.
 */
import { z } from 'zod';
import { DataDirLockedError, openDatabase } from '@/lib/db/client';
import { createInvitation } from '@/lib/db/queries/invitations';
import { findUserByEmail, listUsers } from '@/lib/db/queries/users';
import { env } from '@/lib/env';
import { invitationMail } from '@/lib/mail/templates';
import { sendMail } from '@/lib/mail/transport';
import { absoluteUrl } from '@/lib/site/config';

const usage = `Usage:
  npm run admin -- invite <email> [--admin]   mail a 48-hour invitation; accepting it creates the account
  npm run admin -- list                       list staff accounts`;

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command !== 'invite' && command !== 'list') {
    console.log(usage);
    return command ? 1 : 0;
  }
  const { DATABASE_URL, DATA_DIR } = env();
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    if (command === 'list') {
      for (const user of await listUsers(db)) {
        console.log(
          `${user.role.padEnd(7)} ${user.email}  last sign-in: ${user.lastSignInAt?.toISOString() ?? 'never'}`,
        );
      }
      return 0;
    }
    const email = z.email().safeParse(rest.find((arg) => !arg.startsWith('--')));
    if (!email.success) {
      console.error(`Give the address to invite.\n${usage}`);
      return 1;
    }
    const address = email.data.toLowerCase();
    const role = rest.includes('--admin') ? 'admin' : 'viewer';
    // The account is created when the invitation is accepted, with this role.
    if (await findUserByEmail(db, address)) {
      console.error(`${address} already has an account.`);
      return 1;
    }
    const { token } = await createInvitation(db, address, null, role);
    const link = absoluteUrl(`/admin/invite?token=${encodeURIComponent(token)}`);
    await sendMail(invitationMail(address, link, null));
    console.log(`Invited ${address} as ${role}. The link works once within 48 hours:\n  ${link}`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe embedded database is open in the running server: stop it, run this again and start it; or sign in with an address from ADMIN_EMAILS.`,
      );
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  },
);
