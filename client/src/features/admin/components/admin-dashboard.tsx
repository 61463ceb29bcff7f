import { BookOpen, Gem, ListTodo, ReceiptText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@shared/schemas/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { adminDisplayName } from '../lib/admin-display-name';
import { ADMIN_TAB_LABELS, ADMIN_TABS, parseTab, writeTab, type AdminTab } from '../lib/dashboard-params';
import { InvoicesTab } from './invoices-tab';
import { UsersTab } from './users-tab';
import { WorkTab } from './work-tab';

const ICONS: Record<AdminTab, typeof Users> = {
  work: ListTodo,
  users: Users,
  invoices: ReceiptText,
  collection: Gem,
  'blog-posts': BookOpen,
};

/**
 * The admin dashboard (docs/product.md, Pages), at /admin and at /account for an admin. The active tab lives
 * in `?tab=` so a reload or a shared link opens the same tab; only the active panel is mounted, so
 * a tab's queries run only when it is looked at.
 */
export function AdminDashboard({
  user,
  logout,
  collectionTab,
  blogPostsTab,
}: {
  user: User;
  logout?: ReactNode;
  /** The content tabs come from their own features, composed by the app (features do not import each other). */
  collectionTab: ReactNode;
  blogPostsTab: ReactNode;
}) {
  useDocumentTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params);
  const select = (value: string) => {
    const next = ADMIN_TABS.find((t) => t === value) ?? 'work';
    setParams((current) => writeTab(current, next));
  };

  return (
    <>
      <section className="surface-dark border-b border-white/5 bg-ink-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-6 px-4 py-10 sm:px-6 lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">Back office</p>
            <h1 className="mt-2 font-display text-4xl font-semibold tracking-wide uppercase sm:text-5xl">Admin Dashboard</h1>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-4 py-1.5 text-sm font-semibold text-gold-200">
              <span className="size-1.5 rounded-full bg-gold-300" aria-hidden="true" />
              Welcome, {adminDisplayName(user)}
            </span>
            {logout}
          </div>
        </div>
      </section>
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-16 sm:px-6 lg:px-8">
        <Tabs value={tab} onValueChange={select} activationMode="manual">
          <TabsList aria-label="Admin sections">
            {ADMIN_TABS.map((t) => {
              const Icon = ICONS[t];
              return (
                <TabsTrigger key={t} value={t}>
                  <Icon aria-hidden="true" /> {ADMIN_TAB_LABELS[t]}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="work">
            <WorkTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="invoices">
            <InvoicesTab />
          </TabsContent>
          <TabsContent value="collection">
            {collectionTab}
          </TabsContent>
          <TabsContent value="blog-posts">
            {blogPostsTab}
          </TabsContent>
        </Tabs>
      </section>
    </>
  );
}
