import type { AuthProvider } from './providers';

/**
 * The shapes the account APIs answer with, shared by the server that makes them and the browser
 * that reads them.
 */

/** Spec 3, Signed-in user: the member as the browser sees it (GET /api/me). */
export interface SignedInUser {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  initials: string;
  hsId: string;
  memberSince: string;
  rvoId: string;
  authProvider: AuthProvider;
}

/** One of a member's live sessions (GET /api/auth/sessions, the account page). */
export interface SessionListing {
  id: string;
  site: string;
  provider: string;
  device: string;
  place: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
