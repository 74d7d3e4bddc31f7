import {
  bubbleBox,
  bubbleShapeRect,
  roundedRadius,
  type BubblePlacement,
  type BubbleShape,
  type BubbleSize,
} from "./bubble";
import { CANVAS_FPS } from "./constants";
import { filterCss, type CameraFilter } from "./filters";
import { startFrameTicker } from "./frame-ticker";
import { canvasSizeFor, coverCrop, type Rect, type Size } from "./geometry";

/** The camera as the user set it up; the preview bubble and the canvas both follow it. */
export interface CameraLook {
  shape: BubbleShape;
  size: BubbleSize;
  placement: BubblePlacement;
  filter: CameraFilter;
  visible: boolean;
}

const sizeOf = (video: HTMLVideoElement): Size => ({
  width: video.videoWidth,
  height: video.videoHeight,
});

/**
 * Draws the recording at 30 fps on an opaque canvas no larger than the plan's box (1280x720 or
 * 1920x1080): the screen with the camera bubble where the user put it (circle or rounded
 * rectangle, white 2 px border), or the camera alone.
 */
export class Compositor {
  private stopTicker: (() => void) | null = null;
  private readonly context: CanvasRenderingContext2D;
  look: CameraLook;

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly sources: { screen: HTMLVideoElement | null; camera: HTMLVideoElement | null },
    look: CameraLook,
    box: Size,
  ) {
    this.look = look;
    const context = canvas.getContext("2d", { alpha: false });
    if (!context) throw new Error("Canvas 2D is not available in this browser.");
    this.context = context;
    const main = sources.screen ?? sources.camera;
    const size = canvasSizeFor(main ? sizeOf(main) : { width: 0, height: 0 }, box);
    canvas.width = size.width;
    canvas.height = size.height;
  }

  start(): void {
    this.draw();
    this.stopTicker ??= startFrameTicker(CANVAS_FPS, () => this.draw());
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
    if (this.look.shape === "circle") {
      const radius = rect.width / 2;
      ctx.arc(rect.x + radius, rect.y + rect.height / 2, radius, 0, Math.PI * 2);
    } else {
      ctx.roundRect(rect.x, rect.y, rect.width, rect.height, roundedRadius(rect));
    }
  }

  private drawBubble(camera: HTMLVideoElement): void {
    const ctx = this.context;
    const { shape, size, placement } = this.look;
    const box = bubbleBox(
      { width: this.canvas.width, height: this.canvas.height },
      size,
      placement,
    );
    const rect = bubbleShapeRect(box, shape);
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
