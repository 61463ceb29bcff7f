import {
  ADMIN_DEFAULT_PAGE_SIZE,
  adminSubmissionQuerySchema,
  type AdminSubmissionQuery,
  type AdminSubmissionSort,
} from '@shared/schemas/admin';

/**
 * The submissions table's view as URL search params (a reload or a shared link shows the same
 * view). Each param is read on its own against the shared contract: one bad value falls back to its
 * default instead of discarding the whole view. Defaults are left out of the URL.
 */

/** The table's view: the contract's query plus the name on the customer chip (display only). */
export interface SubmissionView extends AdminSubmissionQuery {
  customer?: string | undefined;
}

const shape = adminSubmissionQuerySchema.shape;
type QueryKey = keyof AdminSubmissionQuery;

/**
 * The table opens on every status: the admin's home shows all the work, and its heading says so
 * (the API's own default stays Pending, as documented for it).
 */
export const DEFAULT_SUBMISSION_VIEW: SubmissionView = { ...adminSubmissionQuerySchema.parse({}), status: 'all' };

function field<K extends QueryKey>(key: K, raw: string | null): AdminSubmissionQuery[K] {
  const parsed = shape[key].safeParse(raw ?? undefined);
  if (parsed.success && raw !== null) return parsed.data as AdminSubmissionQuery[K];
  return DEFAULT_SUBMISSION_VIEW[key] as AdminSubmissionQuery[K];
}

export function parseSubmissionView(params: URLSearchParams): SubmissionView {
  const view: SubmissionView = {
    status: field('status', params.get('status')),
    serviceType: field('serviceType', params.get('serviceType')),
    q: field('q', params.get('q')),
    sort: field('sort', params.get('sort')),
    order: field('order', params.get('order')),
    pageSize: field('pageSize', params.get('pageSize')),
    userId: field('userId', params.get('userId')),
    after: field('after', params.get('after')),
    before: field('before', params.get('before')),
  };
  // One side at a time (the API refuses both): a hand-edited link keeps the page after.
  if (view.after !== undefined) view.before = undefined;
  const customer = params.get('customer')?.trim();
  if (view.userId !== undefined && customer) view.customer = customer;
  return view;
}

/**
 * Writes the view into `params` (other params, like the tab, are kept), leaving defaults out. The
 * order is dropped when nothing is sorted: it means nothing then.
 */
export function writeSubmissionView(params: URLSearchParams, view: SubmissionView): URLSearchParams {
  const next = new URLSearchParams(params);
  const d = DEFAULT_SUBMISSION_VIEW;
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) next.delete(key);
    else next.set(key, String(value));
  };
  set('status', view.status, d.status);
  set('serviceType', view.serviceType, d.serviceType);
  set('q', view.q.trim(), '');
  set('sort', view.sort, d.sort);
  set('order', view.sort === 'none' ? undefined : view.order, d.order);
  set('pageSize', view.pageSize, ADMIN_DEFAULT_PAGE_SIZE);
  // The page number of links saved before keyset paging (decision 011): it means nothing now.
  next.delete('page');
  set('userId', view.userId);
  set('after', view.after);
  set('before', view.after === undefined ? view.before : undefined);
  set('customer', view.userId === undefined ? undefined : view.customer);
  return next;
}

/** The contract's query from a view (what the API is asked). */
export function toApiQuery(view: SubmissionView): AdminSubmissionQuery {
  const { status, serviceType, q, sort, order, pageSize, userId, after, before } = view;
  return {
    status,
    serviceType,
    q,
    sort,
    order,
    pageSize,
    ...(userId === undefined ? {} : { userId }),
    ...(after !== undefined ? { after } : before !== undefined ? { before } : {}),
  };
}

/** docs/product.md, Statuses: the first click sorts descending, the second ascending, the third removes sorting. */
export function nextSort(view: Pick<SubmissionView, 'sort' | 'order'>, column: AdminSubmissionSort): Pick<SubmissionView, 'sort' | 'order'> {
  if (view.sort !== column) return { sort: column, order: 'desc' };
  if (view.order === 'desc') return { sort: column, order: 'asc' };
  return { sort: 'none', order: 'desc' };
}

export function ariaSort(view: Pick<SubmissionView, 'sort' | 'order'>, column: AdminSubmissionSort): 'ascending' | 'descending' | 'none' {
  if (view.sort !== column) return 'none';
  return view.order === 'asc' ? 'ascending' : 'descending';
}
