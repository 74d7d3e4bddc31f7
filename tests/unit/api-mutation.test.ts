import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/client/http/errors";
import { apiMutationOptions, type ApiMutation } from "@/client/http/mutation";
import { toast } from "@/client/toast/use-toast";

vi.mock("@/client/toast/use-toast", () => ({ toast: vi.fn() }));

const raised = vi.mocked(toast);

/** Runs one mutation the way useApiMutation builds it, answering what it resolved or threw. */
async function run<TData, TVariables>(
  queryClient: QueryClient,
  mutation: ApiMutation<TData, TVariables>,
  variables: TVariables,
) {
  const observer = new MutationObserver(queryClient, apiMutationOptions(queryClient, mutation));
  return observer.mutate(variables).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

const refused = (body: object) => new ApiRequestError(409, JSON.stringify(body), body);

afterEach(() => raised.mockReset());

describe("useApiMutation's options", () => {
  it("runs onSuccess, raises the success toast, then refetches the reads it names", async () => {
    const queryClient = new QueryClient();
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    const steps: string[] = [];
    raised.mockImplementation(() => {
      steps.push("toast");
      return { id: "1", dismiss: () => {}, update: () => {} };
    });
    const result = await run(
      queryClient,
      {
        mutationFn: (name: string) => Promise.resolve({ id: 7, name }),
        onSuccess: (data, name) => {
          steps.push(`saved ${data.id} ${name}`);
        },
        success: (data) => `Saved ${data.name}`,
        invalidate: (data) => [["/api/things"], { queryKey: [`/api/things/${data.id}`] }],
        failure: { title: "Not saved", fallback: "Please try again." },
      },
      "lamp",
    );
    expect(result).toEqual({ ok: true, data: { id: 7, name: "lamp" } });
    expect(steps).toEqual(["saved 7 lamp", "toast"]);
    expect(raised).toHaveBeenCalledWith({ title: "Saved lamp" });
    expect(invalidated.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: ["/api/things"] },
      { queryKey: ["/api/things/7"] },
    ]);
  });

  it("shows a success toast's text and raises nothing when it names none", async () => {
    const queryClient = new QueryClient();
    const success = { title: "Plan changed", description: "You're now on Pro." };
    await run(
      queryClient,
      { mutationFn: () => Promise.resolve(1), success, failure: null },
      undefined,
    );
    expect(raised).toHaveBeenCalledWith(success);
    raised.mockReset();
    await run(queryClient, { mutationFn: () => Promise.resolve(1), failure: null }, undefined);
    expect(raised).not.toHaveBeenCalled();
  });

  const failing = (error: Error): ApiMutation<never, number> => ({
    mutationFn: () => Promise.reject(error),
    failure: { title: "Error", fallback: "Failed to add comment. Please try again." },
  });

  it("raises the action's title with the server's message when the server sent one", async () => {
    const error = refused({ message: "Comments are closed on this video.", code: "closed" });
    const result = await run(new QueryClient(), failing(error), 1);
    expect(result).toEqual({ ok: false, error });
    expect(raised).toHaveBeenCalledWith({
      title: "Error",
      description: "Comments are closed on this video.",
      variant: "destructive",
    });
  });

  it("raises the action's title and fallback when the server sent no message", async () => {
    for (const error of [refused({ code: "closed" }), new TypeError("Failed to fetch")]) {
      raised.mockReset();
      await run(new QueryClient(), failing(error), 1);
      expect(raised).toHaveBeenCalledWith({
        title: "Error",
        description: "Failed to add comment. Please try again.",
        variant: "destructive",
      });
    }
  });

  it("refetches nothing on failure, runs onFailure first, and stays quiet when failure answers null", async () => {
    const queryClient = new QueryClient();
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    const onFailure = vi.fn(() => expect(raised).not.toHaveBeenCalled());
    const error = new Error("boom");
    await run(queryClient, { ...failing(error), invalidate: [["/api/x"]], onFailure }, 3);
    expect(onFailure).toHaveBeenCalledWith(error, 3, undefined);
    expect(raised).toHaveBeenCalledTimes(1);
    expect(invalidated).not.toHaveBeenCalled();

    raised.mockReset();
    const expected = refused({ code: "no_speech", message: "No speech was found." });
    await run(
      queryClient,
      {
        mutationFn: () => Promise.reject(expected),
        failure: (caught) =>
          caught instanceof ApiRequestError && caught.code === "no_speech"
            ? null
            : { title: "Generation failed" },
      },
      undefined,
    );
    expect(raised).not.toHaveBeenCalled();
  });
});
