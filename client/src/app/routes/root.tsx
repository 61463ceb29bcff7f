import { Outlet, useNavigation } from 'react-router';
import { Layout } from '@/components/layout/layout';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { useSessionRole } from '../session-role';

/** The root route: the shared layout around every page, fed with who is signed in. */
export function RootRoute() {
  // Only the role lives here: the page below re-renders when the person changes, not when the
  // session is merely checked.
  const role = useSessionRole();
  const navigation = useNavigation();
  return (
    <Layout isAdmin={role === 'admin'} signedIn={role !== 'visitor'}>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
    </Layout>
  );
}
