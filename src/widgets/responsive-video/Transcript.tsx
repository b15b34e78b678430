import styles from './ResponsiveVideo.module.css';

/** A transcript under a player: a closed "Transcript" disclosure whose text is in the document (search engines read it). */
export function Transcript({ text, id }: { text: string; id?: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <details className={styles.transcript} id={id}>
      <summary>Transcript</summary>
      <div className={styles.transcriptText}>
        {paragraphs.map((p, index) => (
          <p key={index}>{p}</p>
        ))}
      </div>
    </details>
  );
}
