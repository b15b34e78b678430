'use client';

import { useState, type KeyboardEvent } from 'react';
import { siteToolsDataId, type PageReport } from '../report-shape';
import { turnOffSiteTools } from '../setting';
import styles from './SiteToolsPanel.module.css';

function readReport(): PageReport | null {
  const text = document.getElementById(siteToolsDataId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageReport;
  } catch {
    return null;
  }
}

/** Lists the page's site, template, canonical path and body nodes. Escape or the buttons close it. */
export function SiteToolsPanel({ onClose }: { onClose: () => void }) {
  const [report] = useState(readReport);
  const site = report?.site ?? document.documentElement.dataset.site ?? '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <aside className={styles.panel} aria-labelledby="site-tools-title" onKeyDown={onKeyDown} data-site-tools="">
      <div className={styles.head}>
        <h2 id="site-tools-title" className={styles.title}>
          Site tools
        </h2>
        <button type="button" className={styles.button} onClick={onClose}>
          Close site tools
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            turnOffSiteTools();
            onClose();
          }}
        >
          Turn off
        </button>
      </div>
      <dl className={styles.facts}>
        <dt>Site</dt>
        <dd>{site}</dd>
        {report && (
          <>
            <dt>Template</dt>
            <dd>{report.template}</dd>
            <dt>Canonical path</dt>
            <dd>{report.canonicalPath}</dd>
          </>
        )}
      </dl>
      {report ? (
        <table className={styles.table}>
          <caption>Body nodes</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">widgetFormat</th>
              <th scope="col">Rendered</th>
            </tr>
          </thead>
          <tbody>
            {report.nodes.map((node) => (
              <tr key={node.index} data-node-format={node.format} data-rendered={node.rendered}>
                <td>{node.index}</td>
                <td>{node.format}</td>
                <td>{node.rendered ? 'yes' : `no (${node.reason})`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.note}>This page is not an article, so there are no body nodes to list.</p>
      )}
    </aside>
  );
}
