import { type Clock, clip, clockRead, clockRun, ms, now, safe, type TrackerHooks } from './tracker';

/**
 * The watch time of the page's YouTube embeds (video_watch events), measured for the analytics
 * tracker (./tracker.ts) by the video embed's own script: a player exists only once the embed has
 * rendered, after hydration, so this need not be in the tracker's inline script, whose 2 KB it
 * would take a fifth of. It reports through the hooks the tracker lends the page
 * (`window.jackieTracker`): when the tracker does not run (an opted-out visitor, `npm run dev`),
 * nothing is measured.
 */

const youtube = 'https://www.youtube-nocookie.com';

type Video = Clock & { frame: HTMLIFrameElement; href: string; playing?: boolean };

/** The player state (1: playing) in a message from a YouTube embed; throws on non-JSON. */
export const playerState = (data: unknown): number | undefined =>
  JSON.parse(data as string)?.info?.playerState;

let watching: TrackerHooks | undefined;

/** Starts measuring, once per page; a second call does nothing. */
export function watchVideos(tracker = globalThis.window?.jackieTracker): void {
  if (!tracker || watching === tracker) return;
  watching = tracker;
  const visible = () => !document.hidden;
  const listen = <E extends Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => unknown,
  ) => target.addEventListener(type, (event) => safe(() => handler(event as E)), true);

  // A video counts as watched while it plays and the page is visible.
  const active: Video[] = [];
  /**
   * Reports each video's watched time since the last report; `running` keeps clocks going.
   * Videos no longer in the page (after a client-side navigation) are forgotten.
   */
  const report = (at: number, running: boolean) => {
    for (const video of active.splice(0)) {
      if (video.frame.isConnected) active.push(video);
      const watched = ms(clockRead(video, at));
      video.total = 0;
      video.since = running ? video.since && at : undefined;
      if (watched) {
        const { label, videoId } = video.frame.dataset;
        tracker.track(
          'video_watch',
          {
            duration_ms: watched,
            label: clip(label, 120),
            metadata: { video_id: videoId ?? null },
          },
          video.href,
        );
      }
    }
  };
  // The tracker reports just before it sends what is pending (the page is hidden or left, or a
  // client-side navigation moved on); a failure here must not keep it from sending.
  tracker.reports.push((at, running) => safe(() => report(at, running)));
  listen(document, 'visibilitychange', () => {
    if (visible()) for (const video of active) clockRun(video, !!video.playing, now());
  });

  // A video embed's iframe (data-video-id) has loaded: ask the player to post its state
  // (YouTube's widget protocol, without the API script). As the player may not listen yet when
  // the iframe fires load, say hello every half second for ten seconds, until it answers.
  listen(document, 'load', ({ target: frame }) => {
    if (frame instanceof HTMLIFrameElement && frame.dataset.videoId) {
      const video: Video = { frame, href: location.href, total: 0 };
      active.push(video);
      for (let tries = 0; tries < 20; tries++) {
        setTimeout(
          () =>
            video.playing ??
            frame.contentWindow?.postMessage(
              '{"event":"listening","id":1,"channel":"widget"}',
              youtube,
            ),
          tries * 500,
        );
      }
    }
  });
  listen<MessageEvent>(window, 'message', (event) => {
    const video =
      event.origin === youtube &&
      active.find((known) => known.frame.contentWindow === event.source);
    if (!video) return;
    const state = playerState(event.data);
    video.playing = state === undefined ? !!video.playing : state === 1;
    clockRun(video, video.playing && visible(), now());
  });
}
