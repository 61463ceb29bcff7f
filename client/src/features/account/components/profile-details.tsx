import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatDate } from '@shared/format';
import { PASSWORD_NEEDED_FOR_EMAIL, profileSchema, type ProfileInput } from '@shared/schemas/account';
import type { User } from '@shared/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { ScreenHeading } from './screen-heading';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-ink-900/8 py-3.5 last:border-b-0 sm:grid-cols-[180px_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

const memberSince = (iso: string) => formatDate(iso, 'long');

const savedValues = (user: User): ProfileInput => ({ firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' });

/** Personal Information: read, or edited and saved on the server (Cancel brings back what is saved). */
function PersonalInformation({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), values: savedValues(user) });
  const { errors } = form.formState;
  // A new address needs the password (the server asks for it too); the names alone do not.
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanging = (email ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const startEditing = () => {
    setEditing(true);
    // After the fields render: the first one takes the focus.
    setTimeout(() => form.setFocus('firstName'), 0);
  };
  const cancel = () => {
    form.reset(savedValues(user));
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { currentPassword, ...fields } = values;
      if (emailChanging && !currentPassword) {
        form.setError('currentPassword', { message: PASSWORD_NEEDED_FOR_EMAIL }, { shouldFocus: true });
        return;
      }
      const saved = await update.mutateAsync(emailChanging ? { ...fields, currentPassword } : fields);
      form.reset(savedValues(saved));
      setEditing(false);
      const told = emailChanging ? ` We sent a notice of the change to your previous address, ${user.email}.` : '';
      toast({ title: 'Profile updated', description: `Your personal information has been saved.${told}` });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const [field, message] of Object.entries(apiError?.fieldErrors ?? {})) {
        if (field === 'firstName' || field === 'lastName' || field === 'email' || field === 'currentPassword') {
          form.setError(field, { message }, { shouldFocus: field === 'currentPassword' });
        }
      }
      toast({ variant: 'destructive', title: 'Profile not saved', description: apiError?.message ?? 'Please try again.' });
    }
  });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-xl">Personal Information</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Personal Information">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="First Name" error={errors.firstName?.message}>
                {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
              </FormField>
              <FormField label="Last Name" error={errors.lastName?.message}>
                {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
              </FormField>
            </div>
            <FormField label="Email" error={errors.email?.message} hint="Submission confirmations and reset links go to this address.">
              {(control) => (
                <Input {...control} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register('email')} />
              )}
            </FormField>
            {emailChanging ? (
              <FormField
                label="Current Password"
                error={errors.currentPassword?.message}
                hint="To change your e-mail, confirm it is you. We will tell your current address about the change."
              >
                {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />}
              </FormField>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="gold" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button type="button" variant="outline" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <dl>
            <Row label="First Name">{user.firstName}</Row>
            <Row label="Last Name">{user.lastName}</Row>
            <Row label="Email">{user.email}</Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

export function ProfileDetails({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <ScreenHeading title="Profile" description="The details we use on your submissions and letters." />
      <PersonalInformation user={user} />
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Account Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Row label="User ID">{user.username}</Row>
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
