import { Outlet, useNavigation } from 'react-router';
import { useSession } from '@/api/auth/session';
import { Layout } from '@/components/layout/layout';
import { NavigationProgress } from '@/components/layout/navigation-progress';

/** The root route: the shared layout around every page, fed with who is signed in. */
export function RootRoute() {
  // Asks the server only for someone remembered in this browser; a page that needs the answer asks
  // itself, and the header follows it. The page below does not re-render for it (Outlet).
  const { user, isAdmin } = useSession({ showRemembered: true, askOnlyIfRemembered: true });
  const navigation = useNavigation();
  return (
    <Layout isAdmin={isAdmin} signedIn={user !== null}>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
    </Layout>
  );
}
