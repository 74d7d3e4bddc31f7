/**
 * The embed's call to action and password form, inlined like embedPlayerMain: self-contained,
 * nothing referenced outside its own body (the renderer hands it the video's API paths).
 */
export function embedExtrasMain(endpoints: { ctaClick: string; unlock: string }): void {
  const byId = (id: string) => document.getElementById(id);
  const cta = byId("cta");
  if (cta) {
    // The button is on the end screen, which the player script shows once playback ends.
    cta.addEventListener("click", () => {
      const path = endpoints.ctaClick;
      if (!navigator.sendBeacon?.(path)) {
        void fetch(path, { method: "POST", keepalive: true, credentials: "include" }).catch(
          () => undefined,
        );
      }
    });
  }

  const form = byId("unlock") as HTMLFormElement | null;
  const input = byId("password") as HTMLInputElement | null;
  const error = byId("unlock-error");
  const submit = form?.querySelector("button");
  if (!form || !input || !error || !submit) return;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!input.value) return;
    submit.disabled = true;
    error.textContent = "";
    fetch(endpoints.unlock, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: input.value }),
    })
      .then(async (response) => {
        if (response.ok) return location.reload();
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        error.textContent = body?.message ?? "Could not unlock the video. Please try again.";
        submit.disabled = false;
        input.focus();
      })
      .catch(() => {
        error.textContent = "Could not unlock the video. Please try again.";
        submit.disabled = false;
      });
  });
}
