/** SPEC 5 "Video edit": what to do before enhancing (plain strings for the browser bundle). */
export const ENHANCE_TITLE_FIRST = "Please enter a title first before enhancing.";
export const ENHANCE_DESCRIPTION_FIRST = "Please enter a description first before enhancing.";
