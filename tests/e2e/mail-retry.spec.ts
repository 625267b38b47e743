import { fillContactForm, timerWaitMs } from './contact';
import { expect, test } from './fixtures';
import { mailsTo, refusalsTo } from './mail';

/**
 * A contact request is never lost, end to end: the suite's mail server (tests/e2e/smtp-catcher.mjs)
 * refuses the first attempt for an address starting `refused-once`, as a busy server does (451),
 * and the outbox sends the mail again from the database (lib/mail/outbox.ts: 30 s after the
 * first failure, found by the sender that looks every 15 s).
 */
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });

test('a mail server that refuses at first gets the mail on retry @once', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Rita Retry ${stamp}`;
  const email = `refused-once.${stamp}@reyes.example`;
  await page.goto('/contact');
  await fillContactForm(page, { name, email });
  await page.waitForTimeout(timerWaitMs);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);

  // The team's copy goes through at once; the acknowledgement is refused once.
  await expect
    .poll(() => mailsTo('sales@jackieai.com').filter((mail) => mail.includes(name)).length)
    .toBe(1);
  await expect.poll(() => refusalsTo(email)).toBe(1);
  expect(mailsTo(email)).toEqual([]);

  await expect.poll(() => mailsTo(email).length, { timeout: 90_000 }).toBe(1);
  expect(mailsTo(email)[0]).toContain('We got your message');
  expect(mailsTo(email)[0]).toContain(name);
  expect(refusalsTo(email)).toBe(1);
});
