import Link from 'next/link';
import type { NavColumn, NavHeaderItem, NavLink } from '@/content/article-schema';
import styles from './NavFlyout.module.css';

function NewTabNote({ target }: { target?: string }) {
  return target === '_blank' ? <span className="visually-hidden"> (opens in a new tab)</span> : null;
}

function FlyoutLink({ link }: { link: NavLink }) {
  return (
    <li>
      <Link
        href={link.url}
        prefetch={false}
        className={styles.link}
        title={link.title}
        target={link.target}
        rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {link.image && (
          // Decorative: the label next to it names the link.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.linkImage} src={link.image} alt="" width="40" height="40" loading="lazy" />
        )}
        <span className={styles.linkText}>
          <span className={styles.label}>{link.label}</span>
          {link.description && <span className={styles.description}>{link.description}</span>}
        </span>
        <NewTabNote target={link.target} />
      </Link>
    </li>
  );
}

function Column({ column, id }: { column: NavColumn; id: string }) {
  return (
    <div className={styles.column}>
      <p className={styles.title} id={id}>
        {column.title}
      </p>
      {column.subtitle && <p className={styles.subtitle}>{column.subtitle}</p>}
      <ul className={styles.links} aria-labelledby={id}>
        {column.links.map((link, i) => (
          <FlyoutLink key={link.url + i} link={link} />
        ))}
      </ul>
      {column.widget && (
        <Link href={column.widget.url} prefetch={false} className={styles.widget}>
          {column.widget.image && (
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.widgetImage} src={column.widget.image} alt="" width="160" height="90" loading="lazy" />
          )}
          <span className={styles.widgetTitle}>{column.widget.title}</span>
          {column.widget.description && <span className={styles.description}>{column.widget.description}</span>}
        </Link>
      )}
      {column.columnButton && (
        <Link href={column.columnButton.link} prefetch={false} className={styles.columnButton}>
          {column.columnButton.text}
        </Link>
      )}
    </div>
  );
}

/** One top-level item's flyout: its link columns. */
export function NavFlyout({ item, index }: { item: NavHeaderItem; index: number }) {
  const base = `main-nav-${index}`;
  return (
    <div className={styles.flyout}>
      <div className={styles.columns}>
        {item.columns.map((column, i) => (
          <Column key={column.title + i} column={column} id={`${base}-col-${i}`} />
        ))}
      </div>
    </div>
  );
}
