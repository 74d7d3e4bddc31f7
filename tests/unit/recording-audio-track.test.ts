import { describe, expect, it } from "vitest";
import { audioToRecord } from "@/client/recording/capture";

/** A stream with one audio track, named for the assertions. */
const stream = (label: string) => ({ getAudioTracks: () => [{ label }] }) as unknown as MediaStream;

/** A context in `state` whose mix is a track labelled "mix", and the sources it was given. */
function fakeContext(state: AudioContextState) {
  const mixed: MediaStream[] = [];
  const context = {
    state,
    createMediaStreamDestination: () => ({ stream: stream("mix") }),
    createMediaStreamSource: (source: MediaStream) => {
      mixed.push(source);
      return { connect: () => undefined };
    },
  } as unknown as AudioContext;
  return { context, mixed };
}

const label = (track: MediaStreamTrack | null) => track?.label ?? null;

describe("the audio a recording records", () => {
  it("records a single source as it is, without WebAudio, whatever the context's state", () => {
    for (const state of ["running", "suspended"] as const) {
      const { context, mixed } = fakeContext(state);
      expect(label(audioToRecord(context, [stream("microphone")]))).toBe("microphone");
      expect(mixed).toEqual([]);
    }
  });

  it("mixes system audio and the microphone in a running context", () => {
    const { context, mixed } = fakeContext("running");
    const sources = [stream("system"), stream("microphone")];
    expect(label(audioToRecord(context, sources))).toBe("mix");
    expect(mixed).toEqual(sources);
  });

  it("records the microphone rather than a silent mix when the context does not run", () => {
    const { context } = fakeContext("suspended");
    expect(label(audioToRecord(context, [stream("system"), stream("microphone")]))).toBe(
      "microphone",
    );
    expect(label(audioToRecord(null, [stream("system"), stream("microphone")]))).toBe("microphone");
  });

  it("records no audio when there is none", () => {
    expect(audioToRecord(fakeContext("running").context, [])).toBeNull();
  });
});
