import { CANVAS_FPS } from "./constants";
import { filterCss, type CameraFilter } from "./filters";
import { cameraBubbleRect, canvasSizeFor, coverCrop, type Rect, type Size } from "./geometry";

export interface CameraLook {
  isCircular: boolean;
  filter: CameraFilter;
  visible: boolean;
}

const TICKER_SOURCE =
  "let t;onmessage=(e)=>{clearInterval(t);if(e.data>0)t=setInterval(()=>postMessage(0),e.data)}";

/**
 * A frame clock that keeps running when the tab is in the background (a worker's timers are not
 * throttled like the page's), so recording another window still gets its frames.
 */
function startTicker(fps: number, tick: () => void): () => void {
  try {
    const url = URL.createObjectURL(new Blob([TICKER_SOURCE], { type: "text/javascript" }));
    const worker = new Worker(url);
    worker.onmessage = tick;
    worker.postMessage(1000 / fps);
    return () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    const timer = setInterval(tick, 1000 / fps);
    return () => clearInterval(timer);
  }
}

const sizeOf = (video: HTMLVideoElement): Size => ({
  width: video.videoWidth,
  height: video.videoHeight,
});

/**
 * Draws the recording at 30 fps on an opaque canvas of at most 1280x720: the screen, with the
 * camera bubble at bottom right (circle or rectangle, white 2 px border), or the camera alone.
 */
export class Compositor {
  private stopTicker: (() => void) | null = null;
  private readonly context: CanvasRenderingContext2D;
  look: CameraLook = { isCircular: true, filter: "none", visible: true };

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly sources: { screen: HTMLVideoElement | null; camera: HTMLVideoElement | null },
  ) {
    const context = canvas.getContext("2d", { alpha: false });
    if (!context) throw new Error("Canvas 2D is not available in this browser.");
    this.context = context;
    const main = sources.screen ?? sources.camera;
    const size = canvasSizeFor(main ? sizeOf(main) : { width: 0, height: 0 });
    canvas.width = size.width;
    canvas.height = size.height;
  }

  start(): void {
    this.draw();
    this.stopTicker ??= startTicker(CANVAS_FPS, () => this.draw());
  }

  stop(): void {
    this.stopTicker?.();
    this.stopTicker = null;
  }

  private draw(): void {
    const { context: ctx, canvas } = this;
    const full: Rect = { x: 0, y: 0, width: canvas.width, height: canvas.height };
    ctx.filter = "none";
    ctx.fillStyle = "#000";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const { screen, camera } = this.sources;
    if (screen) {
      this.drawVideo(screen, full, false);
      if (camera && this.look.visible) this.drawBubble(camera);
    } else if (camera && this.look.visible) {
      ctx.filter = filterCss(this.look.filter);
      this.drawVideo(camera, full, true);
      ctx.filter = "none";
    }
  }

  private drawVideo(video: HTMLVideoElement, target: Rect, cover: boolean): void {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
    const source = cover ? coverCrop(sizeOf(video), target) : { x: 0, y: 0, ...sizeOf(video) };
    this.context.drawImage(
      video,
      source.x,
      source.y,
      source.width,
      source.height,
      target.x,
      target.y,
      target.width,
      target.height,
    );
  }

  private bubblePath(rect: Rect): void {
    const ctx = this.context;
    ctx.beginPath();
    if (this.look.isCircular) {
      const radius = Math.min(rect.width, rect.height) / 2;
      ctx.arc(rect.x + rect.width / 2, rect.y + rect.height / 2, radius, 0, Math.PI * 2);
    } else {
      ctx.rect(rect.x, rect.y, rect.width, rect.height);
    }
  }

  private drawBubble(camera: HTMLVideoElement): void {
    const ctx = this.context;
    const rect = cameraBubbleRect({ width: this.canvas.width, height: this.canvas.height });
    ctx.save();
    this.bubblePath(rect);
    ctx.clip();
    ctx.filter = filterCss(this.look.filter);
    this.drawVideo(camera, rect, true);
    ctx.restore();
    this.bubblePath(rect);
    ctx.lineWidth = 2;
    ctx.strokeStyle = "#fff";
    ctx.stroke();
  }
}
