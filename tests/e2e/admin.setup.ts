import { expect, test as setup } from '@playwright/test';
import { latestLinkTo, mailsTo, signInByMagicLink } from './mail';
import { staffEmails, staffState } from './staff-states';

// Its own client for these sign-ins (the e2e server trusts 127.0.0.1 as a proxy).
const client = { 'x-forwarded-for': '198.51.100.40' };

setup('sign each role in once and save the browser state', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: client });
  const admin = await adminContext.newPage();
  await signInByMagicLink(admin, staffEmails.admin);
  await adminContext.storageState({ path: staffState('admin') });

  for (const role of ['viewer', 'sales'] as const) {
    const email = staffEmails[role];
    const before = mailsTo(email).length;
    const invited = await admin.request.post('/api/admin/invitations', {
      headers: { origin: baseURL ?? '' },
      data: { email, role },
    });
    expect(invited.status()).toBe(201);
    await expect.poll(() => mailsTo(email).length).toBe(before + 1);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: client });
    const page = await context.newPage();
    await page.goto(latestLinkTo(email, before + 1));
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await context.storageState({ path: staffState(role) });
    await context.close();
  }
  await adminContext.close();
});
