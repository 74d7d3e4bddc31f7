import { describe, expect, it } from "vitest";
import {
  EMPTY_UPLOAD_TRACKING,
  POLL_PROCESSING_MS,
  POLL_WAITING_MS,
  clearTrackingForVideo,
  dashboardPollInterval,
  failUpload,
  findUploadMatch,
  finishUpload,
  isUploadActive,
  isUploadStale,
  parseUploadTracking,
  readUploadTracking,
  reconcileUploadTracking,
  serializeUploadTracking,
  startUpload,
  statusBannerItems,
  updateUploadTracking,
  writeUploadTracking,
  type TrackedVideo,
  type UploadTracking,
} from "@/client/uploads/tracking";

const T0 = Date.parse("2025-06-01T12:00:00Z");
const s = (seconds: number) => T0 + seconds * 1000;
const iso = (time: number) => new Date(time).toISOString();

const video = (over: Partial<TrackedVideo> = {}): TrackedVideo => ({
  id: 42,
  title: "Demo for ACME",
  createdAt: iso(s(20)),
  processingStatus: "completed",
  ...over,
});

const uploading = (over: { title?: string; videoId?: number; isLong?: boolean } = {}) =>
  startUpload(EMPTY_UPLOAD_TRACKING, { title: "Demo for ACME", ...over }, T0);

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("storage format", () => {
  it("round-trips through string values and drops unset keys", () => {
    const state = finishUpload(uploading({ isLong: true }), video(), s(30));
    const values = serializeUploadTracking(state);
    expect(values.currentlyUploading).toBe("true");
    expect(values.isLongVideoUpload).toBe("true");
    expect(values.uploadingVideoTimestamp).toBe(String(T0));
    expect(values.justUploaded).toBe("true");
    expect(values.processingVideoId).toBeNull();
    const parsed = parseUploadTracking((key) => values[key as keyof UploadTracking] ?? null);
    expect(parsed).toEqual(state);
  });

  it("reads ISO timestamps and ignores garbage", () => {
    const raw: Record<string, string> = {
      currentlyUploading: "true",
      uploadingVideoTimestamp: iso(T0),
      uploadingVideoId: "not-a-number",
      justUploaded: "yes",
    };
    const parsed = parseUploadTracking((key) => raw[key] ?? null);
    expect(parsed.uploadingVideoTimestamp).toBe(T0);
    expect(parsed.uploadingVideoId).toBeNull();
    expect(parsed.justUploaded).toBe(false);
  });

  it("writes through a storage and reads back", () => {
    const storage = memoryStorage();
    writeUploadTracking(uploading({ videoId: 7 }), storage);
    expect(storage.map.get("uploadingVideoId")).toBe("7");
    expect(storage.map.get("uploadingVideoTitle")).toBe("Demo for ACME");
    expect(readUploadTracking(storage).currentlyUploading).toBe(true);
    updateUploadTracking(failUpload, storage);
    expect(storage.map.has("currentlyUploading")).toBe(false);
    expect(storage.map.has("uploadingVideoId")).toBe(false);
  });
});

describe("matching an upload to a listed video", () => {
  it("matches by id", () => {
    const match = findUploadMatch(uploading({ videoId: 42 }), [
      video({ id: 42, title: "Renamed", createdAt: iso(s(500)) }),
    ]);
    expect(match?.id).toBe(42);
  });

  it("matches by the same title created within 60 seconds", () => {
    expect(findUploadMatch(uploading(), [video({ createdAt: iso(s(60)) })])?.id).toBe(42);
    expect(findUploadMatch(uploading(), [video({ createdAt: iso(s(61)) })])).toBeUndefined();
    expect(findUploadMatch(uploading(), [video({ title: "Other" })])).toBeUndefined();
  });

  it("clears the upload once matched and moves a processing video to the processing list", () => {
    const next = reconcileUploadTracking(
      uploading(),
      [video({ processingStatus: "processing" })],
      s(25),
    );
    expect(next.currentlyUploading).toBe(false);
    expect(next.uploadingVideoTitle).toBeNull();
    expect(next.processingVideoId).toBe(42);
    expect(statusBannerItems(next, [video({ processingStatus: "processing" })], s(25))).toEqual([
      { key: "processing-42", title: "Demo for ACME", status: "processing" },
    ]);
  });

  it("keeps waiting while the video is not listed yet", () => {
    const state = uploading();
    expect(reconcileUploadTracking(state, [], s(30))).toBe(state);
    expect(statusBannerItems(state, [], s(30))).toEqual([
      { key: "uploading", title: "Demo for ACME", status: "uploading" },
    ]);
  });
});

describe("staleness and activity", () => {
  it("is stale after 600 s, or 1200 s for long videos", () => {
    expect(isUploadStale(uploading(), s(600))).toBe(false);
    expect(isUploadStale(uploading(), s(601))).toBe(true);
    expect(isUploadStale(uploading({ isLong: true }), s(1200))).toBe(false);
    expect(isUploadStale(uploading({ isLong: true }), s(1201))).toBe(true);
  });

  it("clears a stale upload even while something else processes", () => {
    const other = video({ id: 9, title: "Other", processingStatus: "queued" });
    const next = reconcileUploadTracking(uploading(), [other], s(601));
    expect(next.currentlyUploading).toBe(false);
    const long = reconcileUploadTracking(uploading({ isLong: true }), [other], s(601));
    expect(long.currentlyUploading).toBe(true);
  });

  it("is active for 5 minutes", () => {
    expect(isUploadActive(uploading(), s(299))).toBe(true);
    expect(isUploadActive(uploading(), s(300))).toBe(false);
  });

  it("clears the indicators when nothing processes and no upload is active", () => {
    const state = { ...uploading(), processingVideoId: 5, processingVideoTitle: "Old" };
    const next = reconcileUploadTracking(state, [video({ id: 5 })], s(301));
    expect(next).toMatchObject({
      currentlyUploading: false,
      processingVideoId: null,
      waitingForLastUploaded: false,
    });
  });

  it("clears the processing key when that video has finished", () => {
    const state = { ...EMPTY_UPLOAD_TRACKING, processingVideoId: 42, processingVideoTimestamp: T0 };
    const other = video({ id: 9, processingStatus: "processing" });
    const next = reconcileUploadTracking(
      state,
      [video({ processingStatus: "failed" }), other],
      s(5),
    );
    expect(next.processingVideoId).toBeNull();
  });
});

describe("finishing an upload", () => {
  it("waits for the created video, then stops waiting when it is listed", () => {
    const done = finishUpload(uploading(), video({ processingStatus: "queued" }), s(25));
    expect(done).toMatchObject({
      waitingForLastUploaded: true,
      justUploaded: true,
      uploadingVideoId: 42,
      lastUploadedVideoId: 42,
      processingVideoId: 42,
      lastVideoCreatedAt: iso(s(20)),
    });
    expect(dashboardPollInterval(done, [], s(26))).toBe(POLL_WAITING_MS);
    const listed = [video({ processingStatus: "queued" })];
    const next = reconcileUploadTracking(done, listed, s(27));
    expect(next.waitingForLastUploaded).toBe(false);
    expect(next.currentlyUploading).toBe(false);
    expect(dashboardPollInterval(next, listed, s(27))).toBe(POLL_PROCESSING_MS);
    expect(dashboardPollInterval(next, [video()], s(60))).toBe(POLL_PROCESSING_MS);
    const settled = reconcileUploadTracking(next, [video()], s(60));
    expect(dashboardPollInterval(settled, [video()], s(60))).toBe(false);
  });

  it("shows a fresh upload for 30 seconds", () => {
    const done = reconcileUploadTracking(
      finishUpload(uploading(), video(), s(25)),
      [video()],
      s(26),
    );
    expect(statusBannerItems(done, [video()], s(54)).map((item) => item.status)).toEqual([
      "uploaded",
    ]);
    expect(statusBannerItems(done, [video()], s(56))).toEqual([]);
  });
});

describe("deleting a video", () => {
  it("clears the keys that point to it and leaves the others", () => {
    const state = {
      ...finishUpload(uploading(), video({ processingStatus: "processing" }), s(25)),
    };
    const cleared = clearTrackingForVideo(state, 42);
    expect(cleared).toMatchObject({
      currentlyUploading: false,
      uploadingVideoId: null,
      processingVideoId: null,
      lastUploadedVideoId: null,
      waitingForLastUploaded: false,
      justUploaded: false,
    });
    expect(clearTrackingForVideo(state, 7)).toEqual(state);
  });
});
