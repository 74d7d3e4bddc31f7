import { describe, expect, it } from "vitest";
import {
  reducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToasterToast,
} from "@/client/toast/use-toast";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toast";

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  title: `Toast ${id}`,
  open: true,
  ...extra,
});

describe("toast constants", () => {
  it("match the documented toast constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1000000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
});

describe("toast reducer", () => {
  it("keeps only the newest toast", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    state = reducer(state, { type: "ADD_TOAST", toast: make("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates a toast by id", () => {
    const state = reducer(
      { toasts: [make("1")] },
      { type: "UPDATE_TOAST", toast: { id: "1", title: "Changed" } },
    );
    expect(state.toasts[0]?.title).toBe("Changed");
  });

  it("dismisses by closing, then removes", () => {
    let state = reducer({ toasts: [make("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([]);
  });

  it("dismisses and removes all without an id", () => {
    const closed = reducer({ toasts: [make("1")] }, { type: "DISMISS_TOAST" });
    expect(closed.toasts.every((t) => t.open === false)).toBe(true);
    expect(reducer(closed, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  it("keeps custom duration and variant", () => {
    const state = reducer(
      { toasts: [] },
      { type: "ADD_TOAST", toast: make("1", { duration: 8000, variant: "destructive" }) },
    );
    expect(state.toasts[0]).toMatchObject({ duration: 8000, variant: "destructive" });
  });
});
