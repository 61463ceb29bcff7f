/**
 * The only script a prerendered page starts with (scripts/prerender.ts puts it in place of the
 * app's entry). The page is readable from its HTML alone, so the app's code is fetched and run
 * only once the browser has painted it: on a slow phone the first paint never waits for 170 KB of
 * JavaScript to download, and hydration never competes with that paint for the main thread.
 *
 *   <script type="module" src="/assets/boot-….js" data-entry="/assets/index-….js"
 *           data-preload="/assets/vendor-….js /assets/quick-opinion-….js …"></script>
 *
 * data-preload lists every chunk the page's first render needs, fetched in parallel (the entry
 * would otherwise discover the page's own chunks one import after another).
 */
import { APP_READY_EVENT } from './lib/app-ready';

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = tag?.dataset.entry;

/** Resolves once the page has painted its content, or at once when there is nothing to wait for. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    // A background tab does not paint until it is shown: nothing to protect, start now.
    if (document.visibilityState !== 'visible' || painted()) return resolve();
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing in this browser: the frame after the next has been painted.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (painted()) finish();
    });
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', finish);
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
    // Sent to the background before painting, or a paint the browser never reports: start anyway.
    document.addEventListener('visibilitychange', finish);
    const timer = setTimeout(finish, 2000);
  });
}

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Sends a held form again once the part of the page that holds it has been hydrated (React
 * hydrates a page in parts, so the form may still be inert when the app says it is ready): the
 * form's own handler cancels the browser's default, which tells that it ran. Until then, or after
 * `tries` attempts, the browser's own sending is cancelled.
 */
function resend(form: HTMLFormElement, submitter: HTMLElement | null, tries: number): void {
  // In a task of its own: the app says it is ready from inside React's commit.
  setTimeout(() => {
    if (!form.isConnected) return;
    let handled = false;
    const guard = (event: Event) => {
      handled = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', guard);
    form.requestSubmit(submitter?.isConnected ? submitter : null);
    document.removeEventListener('submit', guard);
    if (!handled && tries > 1) resend(form, submitter, tries - 1);
  }, 50);
}

/**
 * A form sent before the app has started would be sent by the browser itself, as a GET that puts
 * the visitor's name and e-mail in the address and reloads the page. Held back instead, and sent
 * again (through the app, with its checks) as soon as the app is ready.
 */
function holdEarlySubmits(): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);
  window.addEventListener(
    APP_READY_EVENT,
    () => {
      document.removeEventListener('submit', hold, true);
      if (held) resend(held.form, held.submitter, 100);
    },
    { once: true },
  );
}

/**
 * The app's code could not be loaded: most often a page kept open across a release, whose files
 * are gone (their names carry a hash). The page would look alive and do nothing, so it is loaded
 * again, once: the HTML is never cached and names the new files. A second failure is left alone
 * (offline, say), with the reason in the console.
 */
function recover(error: unknown): void {
  const key = `boot-retry:${location.pathname}`;
  try {
    if (sessionStorage.getItem(key) !== entry) {
      sessionStorage.setItem(key, entry ?? '');
      location.reload();
      return;
    }
  } catch {
    // No session storage (a locked-down browser): no way to tell a second failure, so no reload.
  }
  console.error('The page could not start:', error);
}

if (entry) {
  holdEarlySubmits();
  afterFirstPaint()
    .then(() => {
      preload((tag?.dataset.preload ?? '').split(' ').filter(Boolean));
      return import(/* @vite-ignore */ entry);
    })
    .catch(recover);
}
