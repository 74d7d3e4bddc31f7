/** The embed's only stylesheet, inlined: a black full-screen player (no Tailwind, no app CSS). */
export const EMBED_CSS = `
*{box-sizing:border-box;margin:0}
html,body{height:100%;background:#000;color:#fff;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow:hidden}
.p{position:relative;width:100%;height:100%}
video{width:100%;height:100%;object-fit:contain;background:#000;display:block}
button{font:inherit;color:inherit;background:none;border:0;cursor:pointer}
button:focus-visible,.s:focus-visible,a:focus-visible{outline:2px solid #a78bfa;outline-offset:2px}
.ov{position:absolute;inset:0;margin:auto;width:72px;height:72px;border-radius:50%;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center}
.ov svg{width:32px;height:32px;margin-left:4px}
.top{position:absolute;top:0;left:0;right:0;padding:12px 16px;background:linear-gradient(rgba(0,0,0,.7),transparent);display:flex;gap:12px;align-items:center}
.top a{color:#fff;text-decoration:none;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;flex:1}
.d{position:absolute;right:12px;bottom:56px;background:rgba(0,0,0,.75);padding:2px 6px;border-radius:4px;font-size:12px;font-variant-numeric:tabular-nums}
.c{position:absolute;left:0;right:0;bottom:0;padding:20px 12px 8px;background:linear-gradient(transparent,rgba(0,0,0,.8));display:flex;flex-direction:column;gap:4px;transition:opacity .2s}
.r{display:flex;align-items:center;gap:4px}
.r button{width:32px;height:32px;border-radius:6px;display:flex;align-items:center;justify-content:center}
.r button:hover{background:rgba(255,255,255,.15)}
.r svg{width:18px;height:18px}
.s{position:relative;height:14px;cursor:pointer;touch-action:none}
.s::before{content:"";position:absolute;left:0;right:0;top:5px;height:4px;border-radius:2px;background:rgba(255,255,255,.3)}
#fill{position:absolute;left:0;top:5px;height:4px;border-radius:2px;background:#8b5cf6;width:0}
#time{font-size:12px;font-variant-numeric:tabular-nums;padding:0 6px}
.g{flex:1}
.playing .ov,.started .d,.started .top{display:none}
.playing .c{opacity:0}.playing:hover .c,.playing:focus-within .c{opacity:1}
.i-pause,.playing .i-play,#mute.on .i-vol,#mute:not(.on) .i-mute{display:none}
.playing .i-pause{display:inline}
.nf{display:flex;height:100%;align-items:center;justify-content:center;flex-direction:column;gap:8px;text-align:center;padding:24px}
.nf a{color:#c4b5fd}
.lk form{display:flex;flex-direction:column;gap:8px;width:100%;max-width:280px;text-align:left}
.lk input{font:inherit;padding:8px 10px;border-radius:6px;border:1px solid #52525b;background:#18181b;color:#fff}
.lk input:focus-visible{outline:2px solid #a78bfa;outline-offset:1px}
.lk button,.cta{background:#8b5cf6;color:#fff;border-radius:6px;padding:8px 14px;font-weight:600;text-decoration:none}
.lk button:disabled{opacity:.6}
.lk [role=alert]{color:#fca5a5;min-height:1.4em}
.lk .note,.nf .note{color:#a1a1aa;font-size:13px;margin:0}
.bar{width:min(320px,80%);height:6px;border-radius:3px;background:#3f3f46;overflow:hidden}
.bar>div{height:100%;background:#8b5cf6}
.badge{position:relative;color:#fff;font-size:12px;opacity:.85;text-decoration:underline}
.cta{position:relative;max-width:90%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.end{display:none;position:absolute;inset:0;background:#000;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:16px 16px 64px}
.end img{position:absolute;inset:0;width:100%;height:100%;object-fit:contain;opacity:.4}
#replay{position:relative;display:flex;align-items:center;gap:8px;padding:8px 16px;border-radius:999px;background:rgba(255,255,255,.15);font-weight:600}
#replay svg{width:18px;height:18px}
.ended .end{display:flex}.ended .ov{display:none}
.cm{position:absolute;top:5px;width:2px;height:4px;margin-left:-1px;background:rgba(0,0,0,.75)}
.chs{position:absolute;right:8px;bottom:60px;max-height:calc(100% - 76px);max-width:calc(100% - 16px);min-width:180px;overflow:auto;background:rgba(0,0,0,.88);border-radius:8px;padding:4px}
.chs ol{list-style:none;padding:0}
.chs button{display:flex;gap:8px;width:100%;text-align:left;padding:6px 8px;border-radius:6px}
.chs button:hover,.chs [aria-current]{background:rgba(255,255,255,.15)}
.chs span{color:#c4b5fd;font-variant-numeric:tabular-nums}
`;

const svg = (body: string, cls = "") =>
  `<svg${cls ? ` class="${cls}"` : ""} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">${body}</svg>`;

export const ICONS = {
  play: (cls = "") => svg('<path d="M8 5v14l11-7z"/>', cls),
  pause: (cls = "") => svg('<path d="M6 5h4v14H6zM14 5h4v14h-4z"/>', cls),
  volume: (cls = "") =>
    svg('<path d="M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z"/>', cls),
  mute: (cls = "") =>
    svg(
      '<path d="M3 9v6h4l5 5V4L7 9zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z"/>',
      cls,
    ),
  captions: () =>
    svg(
      '<path d="M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1z"/>',
    ),
  fullscreen: () =>
    svg('<path d="M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z"/>'),
  replay: () => svg('<path d="M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z"/>'),
};

/**
 * A branded workspace's accent on the embed's seek bar, play overlay, CTA and buttons, with the
 * text colour chosen for contrast; both are `#rrggbb` (checked when saved, checked again here).
 * It comes before EMBED_CSS in the page, so `body` gives each rule the weight to win.
 */
export function brandingCss(accent: string | null, text: string | null): string {
  if (!accent || !text || !/^#[0-9a-f]{6}$/i.test(accent) || !/^#[0-9a-f]{6}$/i.test(text))
    return "";
  return (
    `body #fill{background:${accent}}body .ov,body .cta,body .lk button{background:${accent};color:${text}}` +
    `body button:focus-visible,body .s:focus-visible,body a:focus-visible{outline-color:${accent}}`
  );
}

/** The workspace's logo in the embed's top bar, before the title. */
export const LOGO_CSS =
  ".top .logo{height:28px;width:auto;max-width:120px;object-fit:contain;flex:none}";
