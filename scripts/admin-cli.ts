/**
 * Staff accounts from the command line: `npm run admin -- invite you@example.com --admin`.
 * Bundled and run by scripts/admin.mjs.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { chooseCampaignReader } from '@/lib/analytics/campaign-reader';
import { roleNames } from '@/lib/auth/roles';
import { liveStore } from '@/lib/db/campaign-store-instance';
import { type Database, DataDirLockedError, openDatabase } from '@/lib/db/client';
import { insertAuditEntry } from '@/lib/db/queries/audit';
import { findDigestPerson, listDigestRecipients } from '@/lib/db/queries/digest';
import { createInvitation } from '@/lib/db/queries/invitations';
import { enqueueMails } from '@/lib/db/queries/mail-outbox';
import { discardSpendImport, getSpendImport, saveSpendImport } from '@/lib/db/queries/spend';
import { findUserByEmail, listUsers } from '@/lib/db/queries/users';
import { buildDigestReport } from '@/lib/digest/figures';
import { digestOutboxMail, sendDigestWeek } from '@/lib/digest/send';
import { lastWeek, parseWeek } from '@/lib/digest/week';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/format';
import { sendDueMails } from '@/lib/mail/outbox';
import { invitationMail } from '@/lib/mail/templates';
import { sendMail } from '@/lib/mail/transport';
import { absoluteUrl } from '@/lib/site/config';
import { maxSpendFileBytes } from '@/lib/spend/decode';
import { SpendFileError } from '@/lib/spend/errors';
import { type SpendFormatId, spendFormatIds } from '@/lib/spend/formats';
import { importSpendFile } from '@/lib/spend/import';
import { previewCampaigns } from '@/lib/spend/preview';

const usage = `Usage:
  npm run admin -- invite <email> [--admin]   mail a 48-hour invitation; accepting it creates the account
  npm run admin -- list                       list staff accounts
  npm run admin -- digest [--week <Monday>] [--to <email>] [--dry-run]
      the weekly digest of a week (default: the last complete one, Monday as YYYY-MM-DD):
      to every staff member who gets it and has not been sent that week's (each once), or only
      to --to (any address; not counted as that week's sending); --dry-run prints the text
      version instead of sending
  npm run admin -- spend import <file> [--source google|meta|microsoft|plain] [--yes]
      read an ad platform's cost report by day and show what it holds (days, campaigns, total,
      which campaigns the visits name); with --yes (or an answer of y) save it: its spend replaces
      the same source's on every day the file covers`;

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command !== 'invite' && command !== 'list' && command !== 'digest' && command !== 'spend') {
    console.log(usage);
    return command ? 1 : 0;
  }
  const { DATABASE_URL, DATA_DIR } = env();
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    if (command === 'digest') return await digest(db, rest);
    if (command === 'spend') return await spend(db, rest);
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
    await sendMail(invitationMail(address, link, null, roleNames[role]));
    console.log(`Invited ${address} as ${role}. The link works once within 48 hours:\n  ${link}`);
    return 0;
  } finally {
    await db.close();
  }
}

/** The value of `--name value` or `--name=value`. */
function option(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] as string;
  return arg.includes('=') ? arg.slice(name.length + 1) : args[index + 1];
}

async function digest(db: Database, args: string[]): Promise<number> {
  const weekArg = option(args, '--week');
  const week = weekArg === undefined ? lastWeek(new Date()) : parseWeek(weekArg);
  if (!week) {
    console.error(`--week takes a Monday as YYYY-MM-DD (got "${weekArg}").\n${usage}`);
    return 1;
  }
  const toArg = option(args, '--to');
  const to = toArg === undefined ? null : z.email().safeParse(toArg.trim().toLowerCase());
  if (to && !to.success) {
    console.error(`--to takes an email address (got "${toArg}").`);
    return 1;
  }
  const address = to?.data ?? null;
  const dryRun = args.includes('--dry-run');
  // The digest's campaign figures come from this process's copy of the campaign store (a file of
  // its own beside the server's), built from the database on its first run: wait for it here
  // rather than answer that the figures are being rebuilt.
  const store = await liveStore(db, 1000);
  if (!store.built) {
    console.log(
      'Building the campaign figures from the stored events first (once; minutes on a large site)...',
    );
    for (let state = store; !state.built; ) state = await liveStore(db, 60_000);
  }
  if (dryRun || address) {
    const staff = address ? await findUserByEmail(db, address) : null;
    const person = staff ? await findDigestPerson(db, staff.id) : null;
    const recipients = address ? [] : await listDigestRecipients(db, week);
    const reader = person ?? recipients[0] ?? null;
    const mail = await digestOutboxMail(
      await buildDigestReport(db, week),
      address ?? reader?.email ?? 'you@example.com',
      reader,
    );
    if (dryRun) {
      console.log(`To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
      return 0;
    }
    await enqueueMails(db, [mail]);
  } else {
    const queued = await sendDigestWeek(db, week);
    console.log(`The digest of the week of ${week} was queued for ${queued} staff member(s).`);
  }
  // Sent from here through the outbox (retried later by the server if the mail server is down).
  let sent = 0;
  for (let result = await sendDueMails(db); result.claimed > 0; result = await sendDueMails(db)) {
    sent += result.sent;
  }
  console.log(`${sent} mail(s) sent.`);
  return 0;
}

async function spend(db: Database, args: string[]): Promise<number> {
  const [action, path] = args.filter(
    (arg, index) => !arg.startsWith('--') && args[index - 1] !== '--source',
  );
  const source = option(args, '--source');
  if (action !== 'import' || !path) {
    console.error(`Give the file to import.\n${usage}`);
    return 1;
  }
  if (source !== undefined && !(spendFormatIds as readonly string[]).includes(source)) {
    console.error(`--source takes ${spendFormatIds.join(', ')} (got "${source}").`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    if (statSync(path).size > maxSpendFileBytes) {
      console.error(`${path}: the file is over 20 MB. Export a shorter date range.`);
      return 1;
    }
    bytes = readFileSync(path);
  } catch (error) {
    console.error(`${path}: ${(error as Error).message}`);
    return 1;
  }
  let id: number;
  try {
    id = await importSpendFile(
      db,
      { bytes, fileName: basename(path), source: source as SpendFormatId | undefined },
      null,
    );
  } catch (error) {
    if (error instanceof SpendFileError) {
      console.error(`${path}: ${error.message}\nNothing was saved.`);
      return 1;
    }
    throw error;
  }
  const item = await getSpendImport(db, id);
  if (!item?.rows) throw new Error('The import was not kept.');
  const store = await liveStore(db, 60_000);
  const seen = store.built ? await (await chooseCampaignReader(db)).campaigns() : null;
  const money = (cents: number) => formatMoney(cents, item.currency);
  console.log(
    `${item.fileName}: ${item.source} / ${item.medium}, ${item.days} day(s) from ${item.from} to ${item.to}, ` +
      `${item.campaigns} campaign(s), ${money(item.totalCents)} in all.`,
  );
  for (const campaign of previewCampaigns(item.rows, item, seen ?? [])) {
    const seenAs = campaign.seenAs
      ? `seen in visits as ${campaign.seenAs.source} / ${campaign.seenAs.medium} / ${campaign.seenAs.campaign}`
      : seen
        ? 'NOT seen in visits'
        : 'not known (the figures are being built)';
    console.log(
      `  ${campaign.campaign}: ${money(campaign.costCents)} over ${campaign.days} day(s), ${seenAs}`,
    );
  }
  let yes = args.includes('--yes');
  if (!yes && process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      `Save it, replacing the ${item.source} / ${item.medium} spend from ${item.from} to ${item.to}? [y/N] `,
    );
    prompt.close();
    yes = /^y(es)?$/i.test(answer.trim());
  }
  if (!yes) {
    await discardSpendImport(db, id);
    console.log('Nothing was saved. Run it again with --yes to save it.');
    return 0;
  }
  const outcome = await saveSpendImport(db, id, new Date());
  if (outcome.kind !== 'saved') throw new Error('The import could not be saved.');
  await insertAuditEntry(db, {
    action: 'spend_imported',
    actorId: null,
    actorEmail: null,
    target: `${item.fileName}: ${item.source} / ${item.medium}, ${item.from} to ${item.to} (command line)`,
    ipAddress: null,
  });
  console.log(
    `Saved: ${item.source} / ${item.medium} spend from ${item.from} to ${item.to}` +
      `${outcome.replaced > 0 ? ` (replacing ${outcome.replaced} earlier row(s))` : ''}.`,
  );
  return 0;
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
