'use client';

import { useEffect, useRef, useState } from 'react';
import { Play } from '@/components/ui/icons';
import { watchVideos } from '@/lib/analytics/video-watch';
import { takeFirstActs } from '@/lib/site/first-act';

type VideoEmbedProps = {
  videoId: string;
  title?: string;
  /** Where on the page the video sits; reported with video events. */
  placement: string;
};

/**
 * A 16:9 box that shows 'Click to load video' until it is about 10% visible (or clicked), then
 * loads the player from the privacy-enhanced YouTube host. The box has its final size from the
 * start, so loading the iframe never shifts the layout. A click before the page has hydrated is
 * held by the first-act script and played once it has.
 */
export function VideoEmbed({ videoId, title = 'Video demo', placement }: VideoEmbedProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [autoplay, setAutoplay] = useState(false);

  function play() {
    setAutoplay(true);
    setLoaded(true);
  }

  // The analytics tracker's watch time, measured here since only this script has players.
  useEffect(() => watchVideos(), []);

  // A click on play before the page's scripts arrived was held (lib/site/first-act-script.ts):
  // played here, once, however many times it was clicked. Before the observer below can load
  // the player without autoplay.
  useEffect(() => {
    if (takeFirstActs(playRef.current) === 0) return;
    setAutoplay(true);
    setLoaded(true);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || loaded) return;
    if (!('IntersectionObserver' in window)) {
      setLoaded(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setLoaded(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [loaded]);

  return (
    <div
      ref={boxRef}
      className="relative aspect-video w-full overflow-hidden rounded-2xl border border-border bg-slate-900 shadow-lg"
      data-video-placement={placement}
    >
      {loaded ? (
        // The JS API lets the analytics hear when the video plays (lib/analytics/video-watch.ts
        // finds the iframe by data-video-id once it has loaded). The iframe exists only in the
        // browser, so reading window here is safe.
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0&modestbranding=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}${autoplay ? '&autoplay=1' : ''}`}
          data-video-id={videoId}
          data-label={placement}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          ref={playRef}
          type="button"
          data-video-play={videoId}
          data-label={placement}
          data-act="click"
          onClick={play}
          className="absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 to-slate-900 text-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/15 ring-2 ring-white/60">
            <Play aria-hidden="true" className="size-7 translate-x-0.5" />
          </span>
          <span className="font-semibold">Click to load video</span>
          <span className="sr-only">: {title}</span>
        </button>
      )}
    </div>
  );
}
