import { ADMIN_DEFAULT_PAGE_SIZE, adminUserQuerySchema, type AdminUserQuery } from '@shared/schemas/admin';

/**
 * The dashboard's tabs, in order; the active one lives in `?tab=` (Work, the admin's home with the
 * to-do lists and the submissions table, is the default, left out).
 */
export const ADMIN_TABS = ['work', 'users', 'invoices', 'collection', 'blog-posts'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  work: 'Work',
  users: 'Users',
  invoices: 'Invoices',
  collection: 'Collection',
  'blog-posts': 'Blog Posts',
};

/** Unknown tabs, and the Overview and Submissions tabs of links saved before, open Work. */
export function parseTab(params: URLSearchParams): AdminTab {
  const raw = params.get('tab');
  return ADMIN_TABS.find((tab) => tab === raw) ?? 'work';
}

export function writeTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'work') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/**
 * The Users tab's search and page: `uq`, and the cursor `uafter` or `ubefore` (keyset paging, decision
 * 011), apart from the submissions table's `q`, `after` and `before`.
 */
export type UserView = AdminUserQuery;

const userShape = adminUserQuerySchema.shape;
const cursorParam = (schema: typeof userShape.after, raw: string | null) => {
  const parsed = schema.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

export function parseUserView(params: URLSearchParams): UserView {
  const after = cursorParam(userShape.after, params.get('uafter'));
  const before = after === undefined ? cursorParam(userShape.before, params.get('ubefore')) : undefined;
  return {
    q: (params.get('uq') ?? '').trim().slice(0, 100),
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
    ...(after !== undefined ? { after } : before !== undefined ? { before } : {}),
  };
}

/** Writes the search and the cursor (a new search passes none: it starts at the first page). */
export function writeUserView(params: URLSearchParams, view: Pick<UserView, 'q' | 'after' | 'before'>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.q.trim()) next.set('uq', view.q.trim());
  else next.delete('uq');
  next.delete('upage'); // a page number of links saved before keyset paging
  next.delete('uafter');
  next.delete('ubefore');
  if (view.after !== undefined) next.set('uafter', view.after);
  else if (view.before !== undefined) next.set('ubefore', view.before);
  return next;
}
