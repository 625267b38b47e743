import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackerHooks } from './tracker';
import { playerState, watchVideos } from './video-watch';

const youtube = 'https://www.youtube-nocookie.com';

describe('YouTube messages', () => {
  it('reads the player state', () => {
    const info = (value: unknown) => JSON.stringify({ event: 'infoDelivery', info: value });
    expect(playerState(info({ playerState: 1, currentTime: 3 }))).toBe(1);
    expect(playerState(info({ playerState: 2 }))).toBe(2);
    expect(playerState(info({ currentTime: 4 }))).toBeUndefined();
    expect(playerState(JSON.stringify({ event: 'onReady', id: 1 }))).toBeUndefined();
    expect(() => playerState('not json')).toThrow();
  });
});

describe('watch time', () => {
  type Listener = (event: Record<string, unknown>) => void;
  class FakeFrame {
    dataset = { videoId: 'abc123', label: 'landing_hero' };
    isConnected = true;
    contentWindow = { postMessage: vi.fn() };
  }

  let clock = 0;
  let listeners: Record<string, Listener[]>;
  let tracked: unknown[][];
  let tracker: TrackerHooks;
  const fire = (type: string, event: Record<string, unknown> = {}) => {
    for (const listener of listeners[type] ?? []) listener({ type, ...event });
  };
  const report = (running: boolean) => {
    for (const run of tracker.reports) run(clock, running);
  };
  const say = (frame: FakeFrame, state: number, origin = youtube) =>
    fire('message', {
      origin,
      source: frame.contentWindow,
      data: JSON.stringify({ event: 'infoDelivery', info: { playerState: state } }),
    });
  const setHidden = (hidden: boolean) => {
    (document as { hidden: boolean }).hidden = hidden;
    fire('visibilitychange');
  };

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    listeners = {};
    tracked = [];
    const target = {
      addEventListener: (type: string, listener: Listener) => {
        listeners[type] = [...(listeners[type] ?? []), listener];
      },
    };
    vi.stubGlobal('document', { ...target, hidden: false });
    vi.stubGlobal('window', target);
    vi.stubGlobal('location', { href: 'https://jackie.example/' });
    vi.stubGlobal('performance', { now: () => clock });
    vi.stubGlobal('HTMLIFrameElement', FakeFrame);
    tracker = { track: (...args: unknown[]) => tracked.push(args), reports: [], view: () => {} };
    watchVideos(tracker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks a loaded embed to talk every half second until its player answers', () => {
    const frame = new FakeFrame();
    fire('load', { target: frame });
    vi.advanceTimersByTime(1_200);
    expect(frame.contentWindow.postMessage).toHaveBeenCalledTimes(3);
    expect(frame.contentWindow.postMessage).toHaveBeenCalledWith(
      '{"event":"listening","id":1,"channel":"widget"}',
      youtube,
    );
    say(frame, 2);
    vi.advanceTimersByTime(20_000);
    expect(frame.contentWindow.postMessage).toHaveBeenCalledTimes(3);
  });

  it('gives up after ten seconds, and ignores other frames', () => {
    const frame = new FakeFrame();
    fire('load', { target: frame });
    fire('load', { target: { dataset: { videoId: 'x' } } });
    vi.advanceTimersByTime(30_000);
    expect(frame.contentWindow.postMessage).toHaveBeenCalledTimes(20);
  });

  it('reports the time a video played, with its label and id, where it played', () => {
    const frame = new FakeFrame();
    fire('load', { target: frame });
    vi.stubGlobal('location', { href: 'https://jackie.example/pricing' });
    clock = 1_000;
    say(frame, 1);
    clock = 4_000;
    say(frame, 2);
    clock = 9_000;
    report(false);
    expect(tracked).toEqual([
      [
        'video_watch',
        { duration_ms: 3_000, label: 'landing_hero', metadata: { video_id: 'abc123' } },
        'https://jackie.example/',
      ],
    ]);
    // Reported once: nothing more until it plays again.
    report(false);
    expect(tracked).toHaveLength(1);
  });

  it('keeps counting a video still playing across reports, and not while the page is hidden', () => {
    const frame = new FakeFrame();
    fire('load', { target: frame });
    clock = 1_000;
    say(frame, 1);
    clock = 3_000;
    report(true); // a client-side navigation
    clock = 4_000;
    setHidden(true);
    report(false); // the tracker pauses
    clock = 10_000;
    setHidden(false);
    clock = 10_500;
    report(false);
    expect(tracked.map(([, fields]) => (fields as { duration_ms: number }).duration_ms)).toEqual([
      2_000, 1_000, 500,
    ]);
  });

  it('ignores messages from another origin or an unknown frame, and states it cannot read', () => {
    const frame = new FakeFrame();
    fire('load', { target: frame });
    say(frame, 1, 'https://evil.example');
    say(new FakeFrame(), 1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fire('message', { origin: youtube, source: frame.contentWindow, data: 'not json' });
    expect(warn).toHaveBeenCalled();
    clock = 5_000;
    report(false);
    expect(tracked).toEqual([]);
  });

  it('forgets a player that left the page once its time is reported', () => {
    const frame = new FakeFrame();
    fire('load', { target: frame });
    clock = 500;
    say(frame, 1);
    frame.isConnected = false;
    clock = 1_000;
    report(true);
    clock = 2_000;
    report(false);
    expect(tracked).toHaveLength(1);
  });

  it('starts once per tracker, and not at all without one (opted out, or no tracker in dev)', () => {
    watchVideos(tracker);
    expect(tracker.reports).toHaveLength(1);
    const loads = listeners.load?.length;
    watchVideos(undefined);
    expect(listeners.load?.length).toBe(loads);
  });
});
