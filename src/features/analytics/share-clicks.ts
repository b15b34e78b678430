import { track } from './track';

/**
 * Share clicks, one shape for every share on the site: an Element Clicked event with elementType
 * 'share', name the target ('facebook', 'x', 'pinterest', 'email', 'copy-link', 'native' for the
 * device's share sheet, 'share-options' for opening the dialog), location where the share is and
 * actionOutcome 'share' ('open' when it only opened the dialog). First-party only, like every event.
 */
export interface ShareClick {
  name: string;
  location: string;
  /** The item's place in its list (a gallery's image), from 1. */
  position?: number;
  /** The link followed, for a share link. */
  linkUrl?: string;
  actionOutcome?: 'share' | 'open';
}

export function trackShareClick({ name, location, position, linkUrl, actionOutcome = 'share' }: ShareClick): void {
  track('Element Clicked', {
    elementType: 'share',
    location,
    name,
    ...(position !== undefined ? { position } : {}),
    ...(linkUrl ? { linkUrl: linkUrl.slice(0, 2000) } : {}),
    actionOutcome,
  });
}

/** The value of data-track that marks a share link. */
export const shareTrack = 'share';

/**
 * The attributes that make a link a tracked share link: the page's one click listener
 * (TrackingListener) reports it, so a share link needs no script of its own and can be server HTML
 * (the Pinterest links after editor-HTML images) as well as part of a client component.
 */
export function shareLinkAttributes({ name, location, position }: Pick<ShareClick, 'name' | 'location' | 'position'>): Record<string, string> {
  return {
    'data-track': shareTrack,
    'data-track-name': name,
    'data-track-location': location,
    ...(position !== undefined ? { 'data-track-position': String(position) } : {}),
  };
}

/** Reports a click (or middle click) on a link with shareLinkAttributes. */
export function onShareLinkActivated(link: HTMLAnchorElement): void {
  const { trackName: name, trackLocation: location, trackPosition } = link.dataset;
  if (!name || !location) return;
  const position = trackPosition === undefined ? Number.NaN : Number(trackPosition);
  trackShareClick({ name, location, ...(Number.isInteger(position) && position >= 0 ? { position } : {}), linkUrl: link.getAttribute('href') ?? undefined });
}
