import { Outlet, useNavigation } from 'react-router';
import { Layout } from '@/components/layout/layout';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { useSessionRole } from '@/api/auth/get-user';

/** The root route: the shared layout around every page, fed with who is signed in. */
export function RootRoute() {
  const role = useSessionRole();
  const navigation = useNavigation();
  return (
    <Layout isAdmin={role === 'admin'} signedIn={role !== 'visitor'}>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
    </Layout>
  );
}
