import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '@shared/schemas/admin';
import { LoadError } from '@/components/submissions/load-error';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAdminUsers } from '../api/get-users';
import { parseUserView, writeTab, writeUserView } from '../lib/dashboard-params';
import { DEFAULT_SUBMISSION_VIEW, writeSubmissionView } from '../lib/submission-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { KeysetPager, totalLabel } from './keyset-pager';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

const USER_NOUN = { one: 'user', many: 'users' };

/** The Users tab: every account, searchable and paged on the server, each a way into its submissions. */
export function UsersTab() {
  const [params, setParams] = useSearchParams();
  const view = parseUserView(params);
  const query = useAdminUsers(view);
  const searchId = useId();
  const [text, setText] = useState(view.q);
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== view.q) setParams((current) => writeUserView(current, { q: settled }), { replace: true });
    // Only a settled change of the text asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // "View submissions": the submissions table (on Work), every status, only this customer's, with their name on the chip.
  const openSubmissions = (u: AdminUser) =>
    setParams((current) => writeTab(writeSubmissionView(current, { ...DEFAULT_SUBMISSION_VIEW, userId: u.id, customer: u.fullName || u.username }), 'work'));

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
              {totalLabel(data, USER_NOUN)}
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
          <>
            <div className="hidden md:block">
              <UsersTable items={data?.items ?? null} loading={query.isFetching} q={view.q} onOpen={openSubmissions} />
            </div>
            <div className="md:hidden">
              <UserCards items={data?.items ?? null} onOpen={openSubmissions} />
            </div>
          </>
        )}
      </div>
      {data && (data.next !== null || data.previous !== null || view.after !== undefined || view.before !== undefined) ? (
        <div className="border-t border-ink-900/8 px-6 py-4 sm:px-8">
          <KeysetPager
            page={data}
            atFirst={view.after === undefined && view.before === undefined}
            onMove={(move) => setParams((c) => writeUserView(c, { q: view.q, ...move }))}
            noun={USER_NOUN}
            label="Pages of users"
          />
        </div>
      ) : null}
    </Card>
  );
}
