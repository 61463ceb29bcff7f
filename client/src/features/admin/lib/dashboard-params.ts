import { ADMIN_DEFAULT_PAGE_SIZE } from '@shared/schemas/admin';

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

/** The Users tab's search and page: `uq` and `upage`, apart from the submissions table's `q` and `page`. */
export interface UserView {
  q: string;
  page: number;
  pageSize: number;
}

export function parseUserView(params: URLSearchParams): UserView {
  const page = Number(params.get('upage'));
  return {
    q: (params.get('uq') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
  };
}

export function writeUserView(params: URLSearchParams, view: Pick<UserView, 'q' | 'page'>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.q.trim()) next.set('uq', view.q.trim());
  else next.delete('uq');
  if (view.page > 1) next.set('upage', String(view.page));
  else next.delete('upage');
  return next;
}
