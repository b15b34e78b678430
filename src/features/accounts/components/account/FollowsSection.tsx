import { useId, useRef, useState, type FormEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import type { SiteId } from '@/sites';
import { interestTaxonomy } from '../../interest-taxonomy';
import { accountApi, type FollowedTopic } from './account-api';
import { Section } from './Section';
import { Status, type Notice } from './Status';
import styles from './AccountPage.module.css';

/** Followed topics (POST/DELETE /api/account/follows): the digest choice, unfollow, and a form to follow another. */
export function FollowsSection({ site, initial }: { site: SiteId; initial: FollowedTopic[] }) {
  const selectId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [follows, setFollows] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const options = interestTaxonomy(site).filter((o) => o.questionType !== 'jtbd');
  const available = options.filter((o) => !follows.some((f) => f.topicId === o.id));
  const [choice, setChoice] = useState('');
  const selected = available.some((o) => o.id === choice) ? choice : (available[0]?.id ?? '');
  const nameOf = (id: string) => follows.find((f) => f.topicId === id)?.name ?? options.find((o) => o.id === id)?.name ?? id;
  const parentName = (parentId?: string) => options.find((o) => o.id === parentId)?.name;

  async function run(topicId: string, call: () => ReturnType<typeof accountApi.follow>, done: string, failed: string): Promise<boolean> {
    if (pending) return false;
    setPending(topicId);
    setNotice(null);
    const result = await call();
    setPending(null);
    if (!result.ok) {
      setNotice({ kind: 'error', text: `${failed}: ${result.message}` });
      return false;
    }
    setFollows(result.value.follows);
    setNotice({ kind: 'ok', text: done });
    return true;
  }

  async function setDigest(topic: FollowedTopic, digest: boolean) {
    if (pending) return;
    const withDigest = (value: boolean) => (current: FollowedTopic[]) => current.map((f) => (f.topicId === topic.topicId ? { ...f, digest: value } : f));
    setFollows(withDigest(digest));
    const saved = await run(
      topic.topicId,
      () => accountApi.follow(topic.topicId, digest),
      digest ? `New articles in ${topic.name} will be in your newsletter digest.` : `New articles in ${topic.name} will no longer be in your newsletter digest.`,
      `Your digest choice for ${topic.name} could not be saved`,
    );
    if (!saved) setFollows(withDigest(!digest));
  }

  async function unfollow(topic: FollowedTopic) {
    if (await run(topic.topicId, () => accountApi.unfollow(topic.topicId), `You no longer follow ${topic.name}.`, `${topic.name} could not be unfollowed`)) headingRef.current?.focus();
  }

  function follow(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    void run(selected, () => accountApi.follow(selected, false), `You now follow ${nameOf(selected)}.`, `${nameOf(selected)} could not be followed`);
  }

  return (
    <Section title="Topics you follow" headingRef={headingRef} anchor="follows">
      {follows.length === 0 ? (
        <p className={styles.muted}>You do not follow any topics yet.</p>
      ) : (
        <ul className={styles.list}>
          {follows.map((topic) => (
            <li key={topic.topicId} className={styles.item}>
              <div className={styles.itemMain}>
                <p className={styles.itemTitle}>{topic.name}</p>
                <label className={styles.check}>
                  <input type="checkbox" checked={topic.digest} aria-disabled={pending === topic.topicId || undefined} onChange={(event) => void setDigest(topic, event.target.checked)} />
                  <span>
                    New articles in my newsletter digest <span className="visually-hidden">({topic.name})</span>
                  </span>
                </label>
              </div>
              <button type="button" className={buttons.secondary} aria-disabled={pending === topic.topicId || undefined} onClick={() => void unfollow(topic)}>
                Unfollow <span className="visually-hidden">{topic.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 ? (
        <form className={styles.inline} onSubmit={follow}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={selectId}>
              Follow another topic
            </label>
            <select id={selectId} className={styles.input} value={selected} onChange={(event) => setChoice(event.target.value)}>
              {available.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.parentId ? `${o.name} (${parentName(o.parentId) ?? o.parentId})` : o.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttons.primary} aria-disabled={pending !== null || undefined}>
            Follow
          </button>
        </form>
      ) : (
        <p className={styles.muted}>You follow every topic.</p>
      )}
      <Status notice={notice} />
    </Section>
  );
}
