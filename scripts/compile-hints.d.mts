// Types for scripts/compile-hints.mjs, a plain script the build runs with node.
export declare const COMPILE_HINT: string;
export declare function addCompileHints(distDir?: string): { files: number; marked: number };
