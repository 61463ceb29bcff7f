import { Navigate, useLocation } from 'react-router';
import { PAGE_REDIRECTS } from '@shared/routes';

/** Keeps what followed the typed address: /contact#shipping-address lands on that section. */
function RedirectTo({ to }: { to: string }) {
  const { hash } = useLocation();
  return <Navigate to={`${to}${hash}`} replace />;
}

/** /login: the /account card in sign-in mode. */
export const LoginRedirect = () => <RedirectTo to={PAGE_REDIRECTS['/login']} />;
/** /register: the /account card in registration mode. */
export const RegisterRedirect = () => <RedirectTo to={PAGE_REDIRECTS['/register']} />;
/** /contact: the contact page. */
export const ContactRedirect = () => <RedirectTo to={PAGE_REDIRECTS['/contact']} />;
