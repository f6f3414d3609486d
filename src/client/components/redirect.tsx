import { createContext, useContext } from 'react';
// The one place that may: every other page redirects through this component.
// eslint-disable-next-line no-restricted-imports
import { Navigate, resolvePath, useLocation, type NavigateProps } from 'react-router';

/** Where a page being rendered on the server asked to be sent instead (client/ssr/render-page.tsx answers 302). */
export interface ServerRedirect {
  location?: string;
}

/** Given by the server's renderer only: in the browser there is none, and a redirect navigates. */
export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/**
 * React Router's <Navigate> for a page that may be rendered on the server (issue 22 §1: a moved URL gets a real
 * status). On the server it renders nothing and records the address, which the server answers with a 302 instead of a
 * page that would only move on once hydrated; in the browser it navigates.
 */
export function Redirect(props: NavigateProps) {
  const server = useContext(ServerRedirectContext);
  const { pathname } = useLocation();
  if (!server) return <Navigate {...props} />;
  const to = resolvePath(props.to, pathname);
  server.location ??= to.pathname + to.search + to.hash;
  return null;
}
