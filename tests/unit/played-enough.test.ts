import { describe, expect, it, vi } from "vitest";
import { playedEnoughMain } from "@/components/player/played-enough";

/** The parts of a media element the watcher reads: time, state and its events. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  paused = true;
  seeking = false;
  constructor(public duration: number) {
    super();
  }
  play() {
    this.paused = false;
    this.dispatchEvent(new Event("play"));
  }
  /** Plays on at the usual four time updates a second. */
  advance(seconds: number) {
    for (let t = 0; t < seconds; t += 0.25) {
      this.currentTime += 0.25;
      this.dispatchEvent(new Event("timeupdate"));
    }
  }
  seekTo(seconds: number) {
    this.seeking = true;
    this.dispatchEvent(new Event("seeking"));
    this.currentTime = seconds;
    this.seeking = false;
    this.dispatchEvent(new Event("timeupdate"));
  }
}

const watch = (duration: number) => {
  const video = new FakeVideo(duration);
  const onEnough = vi.fn();
  playedEnoughMain(video as unknown as HTMLVideoElement, 3, onEnough);
  return { video, onEnough };
};

describe("the view threshold", () => {
  it("fires once after 3 s of real playback, never before, never twice", () => {
    const { video, onEnough } = watch(60);
    video.play();
    video.advance(2.5);
    expect(onEnough).not.toHaveBeenCalled();
    video.advance(1);
    expect(onEnough).toHaveBeenCalledTimes(1);
    video.advance(10);
    expect(onEnough).toHaveBeenCalledTimes(1);
  });

  it("adds nothing for seeks: jumping to the end is not watching", () => {
    const { video, onEnough } = watch(60);
    video.play();
    video.seekTo(30);
    video.seekTo(55);
    video.advance(1);
    expect(onEnough).not.toHaveBeenCalled();
  });

  it("counts a paused element's time updates as nothing (a seek while paused)", () => {
    const { video, onEnough } = watch(60);
    video.currentTime = 10;
    video.dispatchEvent(new Event("timeupdate"));
    video.currentTime = 20;
    video.dispatchEvent(new Event("timeupdate"));
    expect(onEnough).not.toHaveBeenCalled();
  });

  it("takes the whole of a video shorter than the threshold, or its end", () => {
    const short = watch(2);
    short.video.play();
    short.video.advance(2);
    expect(short.onEnough).toHaveBeenCalledTimes(1);
    const ended = watch(2);
    ended.video.play();
    ended.video.dispatchEvent(new Event("ended"));
    expect(ended.onEnough).toHaveBeenCalledTimes(1);
  });
});
