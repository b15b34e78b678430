import type { NewsletterList } from '@/sites';
import type { LinkOutcomeProps } from './components/LinkOutcome';
import { listsWithFrequency } from './lists';

type ConfirmOutcome = 'valid' | 'confirmed' | 'used' | 'expired' | 'invalid';
type UnsubscribeOutcome = 'valid' | 'unsubscribed' | 'used' | 'expired' | 'invalid';
type DeleteOutcome = 'valid' | 'deleted' | 'used' | 'expired' | 'invalid';

const invalid: LinkOutcomeProps = {
  title: 'This link is not valid',
  message: 'The link may have been changed or copied incompletely. Please use the link exactly as it appears in the email.',
  status: 'problem',
};

/**
 * The confirm page for each outcome. `lists`: what the link's subscriber signed up for, when the
 * link names them; a confirmation then says what comes and how often, and that a welcome mail went out.
 */
export function confirmOutcome(outcome: ConfirmOutcome, token: string, lists: readonly NewsletterList[] = []): LinkOutcomeProps {
  switch (outcome) {
    case 'valid':
      return {
        title: 'Confirm your subscription',
        message: 'Select the button to start receiving the newsletter.',
        action: { url: '/api/newsletter/confirm', token, label: 'Confirm my subscription' },
      };
    case 'confirmed':
      return {
        title: 'You are subscribed',
        message:
          lists.length > 0
            ? `Thank you. You will receive ${listsWithFrequency(lists)}. We have sent you a welcome email; the next issue will come to the same inbox.`
            : 'Thank you. Your subscription is confirmed; the next newsletter will come to your inbox.',
        status: 'success',
      };
    case 'used':
      return {
        title: 'This link has already been used',
        message: 'Your subscription was already confirmed with this link, or you unsubscribed since. Nothing has changed.',
        status: 'neutral',
      };
    case 'expired':
      return { title: 'This link has expired', message: 'Confirmation links work for 7 days. Please sign up again and we will send a new one.', status: 'problem' };
    default:
      return invalid;
  }
}

export function unsubscribeOutcome(outcome: UnsubscribeOutcome, token: string): LinkOutcomeProps {
  switch (outcome) {
    case 'valid':
      return {
        title: 'Unsubscribe from the newsletter',
        message: 'Select the button and we will stop sending you this newsletter.',
        action: { url: '/api/newsletter/unsubscribe', token, label: 'Unsubscribe' },
      };
    case 'unsubscribed':
      return { title: 'You are unsubscribed', message: 'We will not send you this newsletter any more.', status: 'success' };
    case 'used':
      return { title: 'You are already unsubscribed', message: 'This address no longer receives the newsletter. Nothing has changed.', status: 'neutral' };
    case 'expired':
      return {
        title: 'This link has expired',
        message: 'Please use the unsubscribe link in a more recent newsletter email.',
        status: 'problem',
      };
    default:
      return invalid;
  }
}

export function deleteOutcome(outcome: DeleteOutcome, token: string): LinkOutcomeProps {
  switch (outcome) {
    case 'valid':
      return {
        title: 'Delete your newsletter data',
        message:
          'Select the button and we will delete your email address and everything stored with it: your newsletter subscriptions on our sites, sign-ups waiting for confirmation and our copies of the emails we sent you. You will receive no more newsletters. This cannot be undone.',
        action: { url: '/api/newsletter/delete', token, label: 'Delete my data' },
      };
    case 'deleted':
      return { title: 'Your data is deleted', message: 'We deleted your email address and your newsletter data. You will not hear from us again unless you sign up anew.', status: 'success' };
    case 'used':
      return { title: 'Your data is already deleted', message: 'We hold no newsletter data for this link any more. Nothing has changed.', status: 'neutral' };
    case 'expired':
      return { title: 'This link has expired', message: 'Please use the delete link in a more recent newsletter email.', status: 'problem' };
    default:
      return invalid;
  }
}

/** A query value that is one of the allowed outcomes, else undefined. */
export function pickOutcome<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
