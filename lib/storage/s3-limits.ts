/** S3's smallest part size for every part of a multipart upload except the last. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** S3 numbers the parts of a multipart upload from 1 to 10,000. */
export const S3_MAX_PARTS = 10_000;
