// The upload engine's public entry: what the recorder and the library's upload dialog use. The
// upload tracking (client/uploads/tracking) has its own, for pages that upload nothing.
export { browserUploaderDeps, hasKeptRecording, isRecordingLive } from "./browser-deps";
export { uploadWholeRecording } from "./fallback-upload";
export { fileKey, forgetUpload, loadSavedUpload } from "./file-resume-store";
export { FileUploader } from "./file-uploader";
export { findLeftover } from "./leftover";
export { finishQueuedSave, findQueuedSaves, QueuedSaveError } from "./queued-save";
export type { StoredRecording } from "./part-store";
export {
  RecordingUploader,
  UpgradeRequiredError,
  UploadHttpError,
  type CommitFields,
  type UploadConnection,
  type UploadProgress,
} from "./upload-client";
export { uploadSessionApi } from "./upload-protocol";
