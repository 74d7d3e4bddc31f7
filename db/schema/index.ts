export * from "./auth";
export * from "./videos";
export * from "./content";
export * from "./billing";
export * from "./jobs";
export * from "./insights";
export * from "./notifications";
export * from "./relations";
