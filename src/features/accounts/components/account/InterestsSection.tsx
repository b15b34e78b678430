import { useState, type FormEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import type { SiteId } from '@/sites';
import { acquireToken } from '../../client/auth';
import { updateUserInterests } from '../../client/profile-client';
import { interestTaxonomy, type QuestionType } from '../../interest-taxonomy';
import type { Interests } from './account-api';
import { Section } from './Section';
import { Status, type Notice } from './Status';
import styles from './AccountPage.module.css';

const groups: { type: QuestionType; legend: string; key: keyof Interests }[] = [
  { type: 'topic', legend: 'Topics', key: 'topicIds' },
  { type: 'subtopic', legend: 'More specific', key: 'subtopicIds' },
  { type: 'jtbd', legend: 'What you want to do', key: 'jtbdIds' },
];

const chosenKeys = (interests: Interests) => new Set(groups.flatMap((g) => interests[g.key].map((id) => `${g.type}:${id}`)));

/**
 * The site's interests (what "For you" is made of), as names, and an editor: one checkbox per
 * option of the site's taxonomy, saved through the user profile service with source 'account'.
 */
export function InterestsSection({ site, interests }: { site: SiteId; interests: Interests }) {
  const options = interestTaxonomy(site);
  const [saved, setSaved] = useState<Interests>(interests);
  const [draft, setDraft] = useState(() => chosenKeys(interests));
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const savedKeys = chosenKeys(saved);
  const savedOptions = options.filter((o) => savedKeys.has(`${o.questionType}:${o.id}`));

  function toggle(key: string, on: boolean) {
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const pick = (type: QuestionType) => options.filter((o) => o.questionType === type && draft.has(`${type}:${o.id}`)).map((o) => o.id);
    setPending(true);
    setNotice({ kind: 'ok', text: 'Saving your interests…' });
    try {
      const { token, rvoId } = await acquireToken();
      const result = await updateUserInterests(rvoId, token, { topicIds: pick('topic'), subtopicIds: pick('subtopic'), jtbdIds: pick('jtbd'), source: 'account', site });
      const next = { topicIds: result.topicIds ?? [], subtopicIds: result.subtopicIds ?? [], jtbdIds: result.jtbdIds ?? [] };
      setSaved(next);
      setDraft(chosenKeys(next));
      setNotice({ kind: 'ok', text: 'Your interests are saved.' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setNotice({ kind: 'error', text: `Your interests could not be saved (${reason}). Please try again.` });
    } finally {
      setPending(false);
    }
  }

  return (
    <Section title="Your interests" anchor="interests">
      <p className={styles.lead}>We use these to pick the articles in your “For you” list. We never share them with anyone.</p>
      {savedOptions.length > 0 ? (
        <ul className={styles.chips} aria-label="Your interests now">
          {savedOptions.map((o) => (
            <li key={`${o.questionType}:${o.id}`}>{o.name}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>You have not chosen any interests yet.</p>
      )}
      <form onSubmit={onSave}>
        <h3 className={styles.subheading}>Change your interests</h3>
        {groups.map((group) => (
          <fieldset key={group.type} className={styles.fieldset}>
            <legend className={styles.legend}>{group.legend}</legend>
            <div className={styles.checkGrid}>
              {options
                .filter((o) => o.questionType === group.type)
                .map((option) => {
                  const key = `${group.type}:${option.id}`;
                  return (
                    <label key={key} className={styles.check}>
                      <input type="checkbox" checked={draft.has(key)} onChange={(event) => toggle(key, event.target.checked)} />
                      {option.name}
                    </label>
                  );
                })}
            </div>
          </fieldset>
        ))}
        <button type="submit" className={buttons.primary} aria-disabled={pending || undefined}>
          {pending ? 'Saving…' : 'Save interests'}
        </button>
        <Status notice={notice} />
      </form>
    </Section>
  );
}
