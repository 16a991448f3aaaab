import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { appContext } from './context.server';
import { themeCss } from './domain/theme';
import './styles/app.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { domain, host } = context.get(appContext);
  return {
    host,
    siteName: domain.config.siteName,
    tagline: domain.config.tagline ?? null,
    theme: themeCss(domain.config.theme),
    homeBackground: domain.config.homeBackground,
  };
}

// Per-domain state does not change while a visitor moves around the site.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <style>{data.theme}</style> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { ErrorBoundary } from './components/error-boundary';
