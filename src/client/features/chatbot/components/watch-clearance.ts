import { liftToClear, type Box } from '../utils/clearance';

const CONTROL = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * The page's controls (not the widget's own, marked data-chatbot) that show in a box of the viewport: what is on top
 * at points of a 3 × 3 grid over it.
 */
function controlsIn(box: Box): Box[] {
  const found = new Set<Element>();
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      const x = box.left + (box.right - box.left) * fx;
      const y = box.top + (box.bottom - box.top) * fy;
      const top = document.elementsFromPoint(x, y).find((e) => !e.closest('[data-chatbot]'));
      const control = top?.closest(CONTROL);
      if (control) found.add(control);
    }
  }
  return [...found].map((c) => c.getBoundingClientRect());
}

/**
 * Tells how far the floating corner `el` (fixed at the bottom right) must rise so that it covers no control of the
 * page beneath it: the item page's booking button on a phone, a pager, a form's submit. Measured as the page scrolls,
 * resizes or changes, at most once a frame; never more than 40 % of the viewport's height. Returns the stop.
 */
export function watchClearance(el: HTMLElement, onLift: (px: number) => void): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    const { clientWidth, clientHeight } = document.documentElement;
    const style = getComputedStyle(el);
    const right = clientWidth - parseFloat(style.right);
    const bottom = clientHeight - parseFloat(style.bottom);
    const home = { right, bottom, left: right - el.offsetWidth, top: bottom - el.offsetHeight };
    onLift(liftToClear(home, controlsIn(home), clientHeight * 0.4));
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(measure);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // The page's content arriving or changing (another page, the item loaded), and the corner's own (button or bar).
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  resized.observe(el);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    resized.disconnect();
  };
}
