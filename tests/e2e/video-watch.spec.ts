import type { Page } from '@playwright/test';
import { siteConfig } from '../../lib/site/config';
import { expect, hydrated, test } from './fixtures';

type SentEvent = {
  event_type: string;
  page: string;
  label?: string | null;
  duration_ms?: number | null;
  metadata?: Record<string, unknown> | null;
};

/** Every event the page sends to /api/events (fetch or sendBeacon). */
function recordEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/events') || request.method() !== 'POST') return;
    sent.push(...(JSON.parse(request.postData() ?? '{}').events ?? []));
  });
  return sent;
}

/**
 * The YouTube player, played by a page of our own on its host (which has no network here): it
 * answers the first "listening" hello as the real one does, with its state (1: playing), and
 * after `pauseAfter` ms reports that it paused (2).
 */
async function fakePlayer(page: Page, pauseAfter?: number) {
  const script = `addEventListener('message', (event) => {
      if (window.told || JSON.parse(event.data).event !== 'listening') return;
      window.told = true;
      const state = (playerState) => parent.postMessage(
        JSON.stringify({ event: 'infoDelivery', info: { playerState } }), '*');
      state(1);
      ${pauseAfter === undefined ? '' : `setTimeout(() => state(2), ${pauseAfter});`}
    });`;
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>${script}</script>` }),
  );
}

const watched = (sent: SentEvent[]) => sent.filter((event) => event.event_type === 'video_watch');

/** Opens the home page, whose hero video loads its player once the page hydrated (it is in view). */
async function playHeroVideo(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('iframe[data-video-id]')).toHaveCount(1);
}

test.describe('YouTube watch time @desktop', () => {
  test('the time a video played is reported when the page is left', async ({ page }) => {
    const sent = recordEvents(page);
    await fakePlayer(page, 1_200);
    await playHeroVideo(page);
    await page.waitForTimeout(2_000);
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await expect.poll(() => watched(sent).length).toBe(1);
    const [watch] = watched(sent);
    expect(watch).toMatchObject({
      page: 'landing',
      label: 'landing_hero',
      metadata: { video_id: siteConfig.videos.demo },
    });
    // From "playing" to "paused": 1.2 s, whatever the page did after.
    expect(watch?.duration_ms).toBeGreaterThanOrEqual(1_000);
    expect(watch?.duration_ms).toBeLessThan(1_900);
  });

  test('a video still playing when the visitor moves on is reported on the page it played on', async ({
    page,
  }) => {
    const sent = recordEvents(page);
    await fakePlayer(page);
    await playHeroVideo(page);
    await page.waitForTimeout(1_000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => watched(sent).length).toBe(1);
    expect(watched(sent)[0]).toMatchObject({ page: 'landing', label: 'landing_hero' });
    expect(watched(sent)[0]?.duration_ms).toBeGreaterThanOrEqual(900);
  });

  test('a hidden page stops the clock', async ({ page }) => {
    const sent = recordEvents(page);
    await fakePlayer(page);
    await playHeroVideo(page);
    await page.waitForTimeout(1_000);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    // Hiding reports what was watched so far.
    await expect.poll(() => watched(sent).length).toBe(1);
    await page.waitForTimeout(1_500);
    await setHidden(false);
    await page.waitForTimeout(500);
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await expect.poll(() => watched(sent).length).toBe(2);
    const [before, after] = watched(sent).map((event) => event.duration_ms ?? 0);
    expect(before).toBeGreaterThanOrEqual(900);
    // Only the half second visible again, not the 1.5 s hidden.
    expect(after).toBeGreaterThanOrEqual(400);
    expect(after).toBeLessThan(1_300);
  });
});
