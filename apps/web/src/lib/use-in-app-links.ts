import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { inAppPath } from './in-app-link';

/** A click handler for a block of server HTML: its links to our own pages navigate within the app. */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    const path = inAppPath(
      event,
      { href: anchor.getAttribute('href') ?? '', target: anchor.target, download: anchor.hasAttribute('download') },
      window.location.origin,
    );
    if (path === null) return;
    event.preventDefault();
    void navigate({ href: path });
  };
}
