// Links inside a channel stay inside it: every site link goes through ChannelLink / useSitePath.
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';
import { channelOfPath, withChannel } from '#app/channel.ts';

export function useChannel(): string | null {
  return channelOfPath(useLocation().pathname);
}

/** A site path (`/car-list?brand=bmw`) inside the visitor's channel. */
export function useSitePath(): (path: string) => string {
  const channel = useChannel();
  return (path) => withChannel(channel, path);
}

export function ChannelLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={useSitePath()(to)} {...props} />;
}

export function ChannelNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  return <NavLink to={useSitePath()(to)} {...props} />;
}
