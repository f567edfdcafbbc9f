/**
 * The first-step entry: checks the root container, then loads the app in its own chunk so this file stays tiny
 * (docs/architecture.md house rule 7). docs/product.md "Error catalogue": startup fails with 'Root container not found in the DOM' without it, and a
 * failed dynamic import raises a cancelable `preload-error` event on window, rethrown unless a listener handles it.
 * Over a prerendered first screen the app is fetched once that screen has been painted (afterFirstPaint).
 */
// The app's CSS is linked from the page's head (inline as critical CSS over a prerendered first screen: the server then
// drops the link, server/http/renderIndexHtml.ts), not fetched with the app chunk: no CSS chunk loader in the JS (0.4 KB).
import '../ui/styles/base.css';
import '../ui/app/app.css';
import { afterFirstPaint } from './bootstrap/afterFirstPaint';

export const ROOT_CONTAINER_NOT_FOUND = 'Root container not found in the DOM';

const root = document.getElementById('root');
if (!root) throw new Error(ROOT_CONTAINER_NOT_FOUND);
const painted = root.firstElementChild === null ? Promise.resolve() : afterFirstPaint(window);
void painted.then(() => {
  // React's chunk usually arrives first: imported on its own it is evaluated on arrival, so the app's evaluation task
  // is about half as long (longest start-up task ≈ 100-150 → 65-75 ms at 4× CPU). Its failure is the app import's too.
  import('react-dom/client').catch(() => undefined);
  // Named: the application page joins this chunk (ui/app/applicationPages.ts).
  return import(/* webpackChunkName: "app" */ './bootstrap/mount');
}).then(
  ({ mount }) => mount(root),
  (error: unknown) => {
    const event = new CustomEvent('preload-error', { cancelable: true, detail: error });
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  },
);
