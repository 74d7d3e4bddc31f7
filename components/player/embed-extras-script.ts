/**
 * The embed's call to action, password form and email gate, inlined like embedPlayerMain: self-contained,
 * nothing referenced outside its own body (the renderer hands it the video's API paths).
 */
export function embedExtrasMain(endpoints: {
  ctaClick: string;
  badgeClick: string;
  unlock: string;
  viewer: string;
}): void {
  const byId = (id: string) => document.getElementById(id);
  // Both links are on the end screen, which the player script shows once playback ends.
  const counted: [string, string][] = [
    ["cta", endpoints.ctaClick],
    ["badge", endpoints.badgeClick],
  ];
  for (const [id, path] of counted) {
    byId(id)?.addEventListener("click", () => {
      if (!navigator.sendBeacon?.(path)) {
        void fetch(path, { method: "POST", keepalive: true, credentials: "include" }).catch(
          () => undefined,
        );
      }
    });
  }

  // The password form and the email gate's form: one of them at most, named by data-kind.
  const form = byId("unlock") as HTMLFormElement | null;
  const error = byId("unlock-error");
  const submit = form?.querySelector("button");
  if (!form || !error || !submit) return;
  const gate = form.dataset.kind === "email";
  const path = gate ? endpoints.viewer : endpoints.unlock;
  const failed = gate
    ? "Could not open the video. Please try again."
    : "Could not unlock the video. Please try again.";
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // The gate's email and name are trimmed; a password is sent exactly as typed.
    const fields: Record<string, string> = {};
    new FormData(form).forEach((value, key) => {
      const text = typeof value === "string" ? (gate ? value.trim() : value) : "";
      if (text) fields[key] = text;
    });
    if (Object.keys(fields).length === 0) return;
    submit.disabled = true;
    error.textContent = "";
    fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    })
      .then(async (response) => {
        if (response.ok) return location.reload();
        // Inlined as text, this script imports nothing (not even readJson): the error body's
        // `message`, if the answer is one.
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        error.textContent = body?.message ?? failed;
        submit.disabled = false;
        form.querySelector("input")?.focus();
      })
      .catch(() => {
        error.textContent = failed;
        submit.disabled = false;
      });
  });
}
