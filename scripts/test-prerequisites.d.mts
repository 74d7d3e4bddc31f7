// Types for scripts/test-prerequisites.mjs, a plain script `npm test` runs with node.
export declare const SYSTEM_PACKAGES: string[];
export declare function installCommand(packages: string[], options?: { sudo?: boolean }): string;
export declare function systemPackagesPlan(state: {
  missing: string[];
  isRoot: boolean;
  hasAptGet: boolean;
}):
  | { action: "none" }
  | { action: "install"; packages: string[] }
  | { action: "stop"; message: string };
export declare function staleDependencies(root: string): string[];
