/**
 * The frame clock's worker: ticks every `interval` ms, but never has more than one tick waiting
 * for the page. A page that draws slower than the clock (a 1080p canvas on a busy machine) would
 * otherwise collect a queue of ticks that keeps its main thread busy for good, so clicks, uploads
 * and the Save dialog wait behind frames nobody will see. The page answers each tick with "done".
 */
export const FRAME_TICKER_SOURCE =
  "let t,waiting=false;onmessage=(e)=>{if(e.data==='done'){waiting=false;return}" +
  "clearInterval(t);waiting=false;" +
  "if(e.data>0)t=setInterval(()=>{if(!waiting){waiting=true;postMessage(0)}},e.data)}";

/**
 * A frame clock that keeps running when the tab is in the background (a worker's timers are not
 * throttled like the page's), so recording another window still gets its frames.
 */
export function startFrameTicker(fps: number, tick: () => void): () => void {
  try {
    const url = URL.createObjectURL(new Blob([FRAME_TICKER_SOURCE], { type: "text/javascript" }));
    const worker = new Worker(url);
    worker.onmessage = () => {
      try {
        tick();
      } finally {
        worker.postMessage("done");
      }
    };
    worker.postMessage(1000 / fps);
    return () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    // A page's own interval never queues more than one tick.
    const timer = setInterval(tick, 1000 / fps);
    return () => clearInterval(timer);
  }
}
