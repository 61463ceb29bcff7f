import fs from 'node:fs';
import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/**
 * How the client's code is grouped into files. Left to itself the bundler gives every module that
 * two pages share its own file, and a form page then starts with 30 requests, most under 1 KB: on
 * a phone each costs a round trip (Lighthouse counts them all before the first paint). Groups:
 *
 * - vendor: the libraries every page runs; changes rarely, cached long.
 * - app: the rest of what the entry imports (layout, header, footer, toasts, API client).
 * - marketing: the small pieces the public pages share, and everything the home page needs besides
 *   its own chunk, so the home page stays within its 120 KB budget.
 * - ui: Radix and the class merger behind the shared buttons and the FAQ accordion.
 * - pages: what the other public pages and the form pages share (page header, FAQ, steps, icons).
 * - forms: what the pages with forms share (react-hook-form, the form fields and upload code, the
 *   icons only they use): one file instead of about twenty.
 * - query: TanStack Query and the session query. The data pages use it, and the layout loads it
 *   once a page has started to follow who is signed in: on the home page that is this file alone
 *   (about 12 KB), not the whole forms group.
 * Code loaded on demand (Zod and the schemas, the card payment step) and the route modules
 * themselves (each must stay its own file for the router) are never grouped.
 */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

const MARKETING =
  /features[\\/]marketing[\\/](art[\\/]index|components[\\/](section-heading|display-case|service-cards))|components[\\/]layout[\\/]deferred|hooks[\\/]use-reduced-motion|lib[\\/]price-copy\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](badge-check|scan-search)\.mjs/;

const UI = /node_modules[\\/](@radix-ui|radix-ui|tailwind-merge)[\\/]|client[\\/]src[\\/](lib[\\/]utils\.|components[\\/]ui[\\/](button|accordion)\.)/;

const FORM_LIBRARIES = /node_modules[\\/]react-hook-form[\\/]/;
const QUERY = /node_modules[\\/]@tanstack[\\/]|client[\\/]src[\\/](lib[\\/]query-client\.|api[\\/]auth[\\/]get-user\.|app[\\/](query-client|session-role-watcher)\.)/;
const FORM_SOURCES =
  /client[\\/]src[\\/](components[\\/](ui|forms|checkout|uploads|invoices)[\\/]|api[\\/](uploads|submissions|payments)[\\/]|lib[\\/](order-reference|lazy-resolver)\.)|shared[\\/](pricing|carriers|invoice|schemas[\\/]shipping)\.ts/;
// Route modules stay their own files (the router loads them by name); code loaded on demand and the
// toasts (their Radix code loads with the first toast) must never be pulled into a group that
// pages load up front.
const NEVER_GROUPED = /app[\\/]routes[\\/]|-form-resolver\.ts$|components[\\/]ui[\\/](toaster|use-toast|toast|toast-list)\.|node_modules[\\/]@radix-ui[\\/]react-(toast|dismissable-layer|portal|visually-hidden|use-escape-keydown)[\\/]|components[\\/]payments[\\/]|node_modules[\\/](zod|@hookform)[\\/]/;

const BOOT = /client[\\/]src[\\/]boot\.ts$/;

/** What the home page and the entry import: their icons stay where the bundler puts them. */
const HOME_FILES = /^(main\.tsx|app\/[^/]+\.tsx|app\/routes\/(home|root|route-error)\.tsx|components\/(layout|brand)\/|features\/marketing\/components\/(home-screen|hero-carousel|instagram-highlights|our-work|service-cards|about-section|partners|verify-note|section-heading|display-case)\.tsx)/;

/** Shared by the public pages other than home and by the form pages (never by home). */
const PAGES = /client[\\/]src[\\/](components[\\/]layout[\\/]page-hero\.|components[\\/]faq[\\/]|features[\\/]marketing[\\/]components[\\/]steps\.)/;

/** Directories whose code belongs to the form pages; an icon only they import goes to `forms`. */
const FORM_DIRS = ['features/quick-opinion', 'features/full-loa', 'features/bundles', 'features/account', 'features/admin', 'features/auth', 'components/ui', 'components/forms', 'components/checkout', 'components/uploads', 'components/payments', 'api'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Lucide's icon files by exported name (BadgeCheck -> badge-check.mjs), read from its index. */
function lucideIconFiles(root: string): Map<string, string> {
  const index = fs.readFileSync(path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    for (const [, name] of names.matchAll(/as (\w+)/g)) if (name) fileOf.set(name, file);
  }
  return fileOf;
}

/**
 * The icon files each kind of page imports, from the sources: `home` (the home page, the entry's
 * layout), `forms` (the form pages' code) and `other` (the rest of the public pages).
 */
export function iconUsage(root: string): Record<'home' | 'forms' | 'other', Set<string>> {
  const fileOf = lucideIconFiles(root);
  const src = path.join(root, 'client/src');
  const usage = { home: new Set<string>(), forms: new Set<string>(), other: new Set<string>() };
  for (const file of sourceFiles(src)) {
    const relative = path.relative(src, file).split(path.sep).join('/');
    const kind = HOME_FILES.test(relative) ? 'home' : FORM_DIRS.some((dir) => relative.startsWith(`${dir}/`)) ? 'forms' : 'other';
    for (const [, names = ''] of fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const raw of names.split(',')) {
        const name = raw.replace(/\btype\b/, '').trim().split(/\s+as\s+/)[0]?.trim();
        const icon = name ? fileOf.get(name) : undefined;
        if (icon) usage[kind].add(icon);
      }
    }
  }
  return usage;
}

export function chunkGroups(root: string): CodeSplittingGroup[] {
  const icons = iconUsage(root);
  const iconOf = (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+\.mjs)$/.exec(id)?.[1];
  // Icons only form code uses go with the forms; icons the other pages use (and home does not) go
  // with the pages' shared group; the home page's icons stay in its own files.
  const isFormIcon = (id: string) => {
    const icon = iconOf(id);
    return icon !== undefined && icons.forms.has(icon) && !icons.home.has(icon) && !icons.other.has(icon);
  };
  const isPagesIcon = (id: string) => {
    const icon = iconOf(id);
    return icon !== undefined && icons.other.has(icon) && !icons.home.has(icon);
  };
  const grouped = (pattern: RegExp) => (id: string) => !NEVER_GROUPED.test(id) && pattern.test(id);
  return [
    { name: 'vendor', priority: 5, test: VENDOR },
    // Everything the entry imports (the layout, header, footer, toasts, API client): kept together
    // and ahead of the groups below, which would otherwise pull these shared dependencies into
    // themselves and make every page download them.
    // The boot script of prerendered pages (client/src/boot.ts) is an entry too, and must stay alone.
    { name: 'app', priority: 4, tags: ['$initial'], test: (id: string) => !BOOT.test(id) },
    { name: 'marketing', priority: 3, test: grouped(MARKETING) },
    { name: 'ui', priority: 2, test: grouped(UI) },
    { name: 'pages', priority: 1, test: (id: string) => !NEVER_GROUPED.test(id) && (PAGES.test(id) || isPagesIcon(id)) },
    { name: 'query', priority: 1, test: grouped(QUERY) },
    { name: 'forms', priority: 1, test: (id: string) => !NEVER_GROUPED.test(id) && (FORM_LIBRARIES.test(id) || FORM_SOURCES.test(id) || isFormIcon(id)) },
  ];
}
