export * from "./state";
export * from "./rules";
export * from "./storage";
