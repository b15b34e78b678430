import { useState } from 'react';
import buttons from '@/components/Buttons.module.css';
import { forgetToken, signOut } from '../../client/auth';
import type { AccountData } from './account-api';
import { formatDate, providerName } from './format';
import { Section } from './Section';
import { Status, type Notice } from './Status';
import styles from './AccountPage.module.css';

interface Props {
  profile: AccountData['profile'];
  signInMethods: AccountData['signInMethods'];
  onSignedOut: (message: string) => void;
}

export function ProfileSection({ profile, signInMethods, onSignedOut }: Props) {
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState(false);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const methods = [...new Set(signInMethods.map((m) => providerName(m.provider)))];

  async function onSignOut() {
    if (pending) return;
    setPending(true);
    setNotice(null);
    const result = await signOut();
    forgetToken();
    setPending(false);
    if (result.ok) onSignedOut('You have signed out.');
    else setNotice({ kind: 'error', text: `You could not be signed out: ${result.message}` });
  }

  return (
    <Section title="Profile">
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{name || <span className={styles.muted}>Not given</span>}</dd>
        <dt>Email</dt>
        <dd>{profile.email || <span className={styles.muted}>Not given</span>}</dd>
        <dt>{methods.length > 1 ? 'Sign-in methods' : 'Sign-in method'}</dt>
        <dd>{methods.length > 0 ? methods.join(', ') : <span className={styles.muted}>None</span>}</dd>
        <dt>Member since</dt>
        <dd>{formatDate(profile.memberSince)}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onSignOut} aria-disabled={pending || undefined}>
          {pending ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
      <Status notice={notice} />
    </Section>
  );
}
