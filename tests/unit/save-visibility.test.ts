import { afterEach, describe, expect, it, vi } from "vitest";
import {
  initialSaveVisibility,
  loadSaveVisibility,
  parseSaveVisibility,
  rememberSaveVisibility,
  SAVE_VISIBILITY_KEY_PREFIX,
} from "@/client/recording/save-visibility";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Save dialog's remembered visibility", () => {
  it("reads only the three visibilities", () => {
    expect(parseSaveVisibility("public")).toBe("public");
    expect(parseSaveVisibility("workspace")).toBe("workspace");
    expect(parseSaveVisibility("everyone")).toBeNull();
    expect(parseSaveVisibility(null)).toBeNull();
  });

  it("starts private in a personal workspace and with the members in a team one", () => {
    expect(initialSaveVisibility(null, false)).toBe("private");
    expect(initialSaveVisibility(null, true)).toBe("workspace");
    expect(initialSaveVisibility("public", false)).toBe("public");
    expect(initialSaveVisibility("private", true)).toBe("private");
    // A personal workspace has no members to share with.
    expect(initialSaveVisibility("workspace", false)).toBe("private");
  });

  it("remembers the choice per workspace", () => {
    const storage = memoryStorage();
    vi.stubGlobal("window", { localStorage: storage });
    rememberSaveVisibility(7, "public");
    rememberSaveVisibility(8, "workspace");
    expect(storage.getItem(`${SAVE_VISIBILITY_KEY_PREFIX}7`)).toBe("public");
    expect(loadSaveVisibility(7)).toBe("public");
    expect(loadSaveVisibility(8)).toBe("workspace");
    expect(loadSaveVisibility(9)).toBeNull();
    expect(loadSaveVisibility(undefined)).toBeNull();
  });

  it("forgets quietly where storage refuses", () => {
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("denied");
        },
        setItem: () => {
          throw new Error("denied");
        },
      },
    });
    expect(() => rememberSaveVisibility(7, "public")).not.toThrow();
    expect(loadSaveVisibility(7)).toBeNull();
  });
});
