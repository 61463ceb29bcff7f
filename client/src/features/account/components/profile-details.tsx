import type { ReactNode } from 'react';
import type { User } from '@shared/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ScreenHeading } from './screen-heading';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-ink-900/8 py-3.5 last:border-b-0 sm:grid-cols-[180px_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Read-only for now: editing the profile arrives with the account release. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <ScreenHeading title="Profile" description="The details we use on your submissions and letters." />
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Personal Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row label="First Name">{user.firstName}</Row>
            <Row label="Last Name">{user.lastName}</Row>
            <Row label="Email">{user.email}</Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Account Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row label="Username">{user.username}</Row>
            <Row label="User ID">{user.id}</Row>
            <Row label="Account Type">
              <Badge variant={user.role === 'admin' ? 'gold' : 'neutral'}>{user.role === 'admin' ? 'Admin' : 'Customer'}</Badge>
            </Row>
            {user.createdAt ? <Row label="Member Since">{memberSince(user.createdAt)}</Row> : null}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
