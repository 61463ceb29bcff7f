import { FileStack } from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/submission-format';

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

/** The users as a table (from the md breakpoint); it scrolls sideways inside its card if it must. */
export function UsersTable({ items, loading, q, onOpen }: { items: AdminUser[] | null; loading: boolean; q: string; onOpen: (u: AdminUser) => void }) {
  return (
    <div className="relative overflow-x-auto" role="region" aria-label="Users table" tabIndex={0}>
      <table className="w-full min-w-[56rem] border-collapse text-sm text-slate-700" aria-busy={loading}>
        <caption className="sr-only">Users{q ? ` matching "${q}"` : ''}</caption>
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
          {!items
            ? Array.from({ length: 5 }, (_, n) => (
                <tr key={n} className="border-t border-ink-900/8" aria-hidden="true">
                  {Array.from({ length: 7 }, (_, c) => (
                    <td key={c} className="px-4 py-4">
                      <Skeleton className="h-4 w-24" />
                    </td>
                  ))}
                </tr>
              ))
            : items.length === 0
              ? (
                  <tr className="border-t border-ink-900/8">
                    <td colSpan={7} className="px-4 py-14 text-center font-semibold text-ink-900">No users match this search</td>
                  </tr>
                )
              : items.map((u) => <UserRow key={u.id} u={u} onOpen={onOpen} />)}
        </tbody>
      </table>
    </div>
  );
}
