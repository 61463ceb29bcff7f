import { FileStack, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '@shared/schemas/admin';
import { LoadError } from '@/components/submissions/load-error';
import { Pager } from '@/components/submissions/pager';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/submission-format';
import { useAdminUsers } from '../api/get-users';
import { parseUserView, writeTab, writeUserView } from '../lib/dashboard-params';
import { DEFAULT_SUBMISSION_VIEW, writeSubmissionView } from '../lib/submission-query';
import { useDebouncedValue } from '../lib/use-debounced-value';

const cell = 'px-4 py-3 align-middle';
const head = 'px-4 py-3 text-left font-semibold whitespace-nowrap';

function UserRow({ u, onOpen }: { u: AdminUser; onOpen: (u: AdminUser) => void }) {
  return (
    <tr className="border-t border-ink-900/8 hover:bg-paper-100/60">
      <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap text-ink-900`}>
        {u.fullName || '—'}
      </th>
      <td className={`${cell} font-mono text-xs`}>{u.username}</td>
      <td className={cell}>
        <a href={`mailto:${u.email}`} className="whitespace-nowrap text-ink-900 underline decoration-gold-500 underline-offset-2 hover:decoration-ink-900">
          {u.email}
        </a>
      </td>
      <td className={cell}>
        <Badge variant={u.role === 'admin' ? 'gold' : 'neutral'}>{u.role === 'admin' ? 'Admin' : 'Customer'}</Badge>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
      </td>
      <td className={`${cell} text-right font-semibold text-ink-900 tabular-nums`}>{u.submissionCount}</td>
      <td className={cell}>
        <Button variant="outline" size="sm" onClick={() => onOpen(u)}>
          <FileStack aria-hidden="true" /> View submissions<span className="sr-only"> of {u.fullName || u.username}</span>
        </Button>
      </td>
    </tr>
  );
}

/** The Users tab: every account, searchable and paged on the server, each a way into its submissions. */
export function UsersTab() {
  const [params, setParams] = useSearchParams();
  const view = parseUserView(params);
  const query = useAdminUsers(view);
  const searchId = useId();
  const [text, setText] = useState(view.q);
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== view.q) setParams((current) => writeUserView(current, { q: settled, page: 1 }), { replace: true });
    // Only a settled change of the text asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // "View submissions": the Submissions tab, every status, only this customer's, with their name on the chip.
  const openSubmissions = (u: AdminUser) =>
    setParams((current) =>
      writeTab(writeSubmissionView(current, { ...DEFAULT_SUBMISSION_VIEW, status: 'all', userId: u.id, customer: u.fullName || u.username }), 'submissions'),
    );

  const data = query.data;
  return (
    <Card>
      <CardHeader className="gap-4 pb-6 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle>Users</CardTitle>
            <CardDescription>Customers and admins, newest first, with how many submissions each has made.</CardDescription>
          </div>
          {data ? (
            <p className="text-sm font-semibold text-slate-700" aria-live="polite">
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'user' : 'users'}
            </p>
          ) : null}
        </div>
        <div className="grid max-w-md gap-1.5">
          <Label htmlFor={searchId}>Search users</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name, username or e-mail" className="pl-9" maxLength={100} />
          </div>
        </div>
      </CardHeader>
      <div className="border-t border-ink-900/8">
        {!data && query.isError ? (
          <LoadError what="the users" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <div className="relative overflow-x-auto" role="region" aria-label="Users table" tabIndex={0}>
            <table className="w-full min-w-[56rem] border-collapse text-sm text-slate-700" aria-busy={query.isFetching}>
              <caption className="sr-only">Users{view.q ? ` matching "${view.q}"` : ''}</caption>
              <thead className="bg-paper-100 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className={head}>Name</th>
                  <th scope="col" className={head}>Username</th>
                  <th scope="col" className={head}>Email</th>
                  <th scope="col" className={head}>Role</th>
                  <th scope="col" className={head}>Joined</th>
                  <th scope="col" className={`${head} text-right`}>Submissions</th>
                  <th scope="col" className={head}><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {!data
                  ? Array.from({ length: 5 }, (_, n) => (
                      <tr key={n} className="border-t border-ink-900/8" aria-hidden="true">
                        {Array.from({ length: 7 }, (_, c) => (
                          <td key={c} className="px-4 py-4">
                            <Skeleton className="h-4 w-24" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : data.items.length === 0
                    ? (
                        <tr className="border-t border-ink-900/8">
                          <td colSpan={7} className="px-4 py-14 text-center font-semibold text-ink-900">No users match this search</td>
                        </tr>
                      )
                    : data.items.map((u) => <UserRow key={u.id} u={u} onOpen={openSubmissions} />)}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {data && data.total > data.pageSize ? (
        <div className="border-t border-ink-900/8 px-6 py-4 sm:px-8">
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => setParams((c) => writeUserView(c, { q: view.q, page }))} noun="users" label="Pages of users" />
        </div>
      ) : null}
    </Card>
  );
}
