// The frame of the legal pages: the domain's site name in the title and text, a date, the way back.
import { ChannelLink } from '#app/components/channel-link.tsx';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';

export function legalMeta(title: string, description: string) {
  return ({ matches, location }: { matches: Parameters<typeof rootMeta>[0]; location: { pathname: string } }) =>
    pageMeta(rootMeta(matches), { title, description, path: location.pathname });
}

/** `updated`: the day the page's words last changed, as it shows it ("24 November 2026"). */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: (siteName: string) => React.ReactNode;
}) {
  const { domainConfig } = useClientState();
  return (
    <main id="main" className="page prose">
      <h1>{title}</h1>
      <p className="lede">Last updated {updated}.</p>
      {children(domainConfig.siteName)}
      <p>
        <ChannelLink to="/">Back to the catalogue</ChannelLink>
      </p>
    </main>
  );
}
