'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { useMe } from '../client/use-me';
import styles from './ForYou.module.css';

interface ForYouData {
  topics: { id: string; name: string }[];
  articles: { path: string; title: string; description: string }[];
}

/**
 * "For you" on the home page: the newest articles in a member's topics (their interests and the
 * topics they follow), from GET /api/account/for-you after load. The cached page holds nothing of
 * it; for a reader who is not signed in it stays empty. It sits below the first screen, so filling
 * it moves nothing the reader sees.
 */
export function ForYou({ className, titleClassName }: { className?: string; titleClassName?: string }) {
  const headingId = useId();
  const member = useMe().authenticated;
  const [data, setData] = useState<ForYouData | null>(null);

  useEffect(() => {
    if (!member) return;
    let live = true;
    void (async () => {
      const response = await fetch('/api/account/for-you', { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
      if (live && response?.ok) setData((await response.json()) as ForYouData);
    })();
    return () => {
      live = false;
    };
  }, [member]);

  // Gone at once on a sign-out on this page.
  if (!member || !data) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-for-you="">
      <h2 id={headingId} className={titleClassName}>
        For you
      </h2>
      {data.topics.length === 0 ? (
        <p>
          Tell us what interests you in <Link href="/account#interests">your account</Link> and articles on those subjects will show here.
        </p>
      ) : (
        <>
          <p className={styles.because}>Because you chose {data.topics.map((t) => t.name).join(', ')}.</p>
          {data.articles.length === 0 ? (
            <p>There are no articles on your subjects yet.</p>
          ) : (
            <ul className={styles.list}>
              {data.articles.map((article) => (
                <li key={article.path}>
                  <a href={article.path} className={styles.title}>
                    {article.title}
                  </a>
                  <p>{article.description}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
