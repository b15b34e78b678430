import { defaultVariantName, isPagePlacement, type CampaignDocument } from '@/content/campaigns/schema';
import { responseDriver } from '@/features/drivers/select';
import { tokenValues } from '@/features/drivers/tokens';
import { targetingSummary } from '@/features/ops/campaign-schedule';
import facts from '@/views/parts/Facts.module.css';
import { PlacementFrame } from './PlacementFrame.client';
import { placementNotes } from './placement-notes';
import styles from './CampaignPreview.module.css';

/** The campaign's facts a marketer checks before publishing, beside its targeting (every value of every rule). */
function campaignFacts(campaign: CampaignDocument): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Placement', campaign.articlePlacement],
    ['Status', campaign.status],
    ['Priority', String(campaign.priority)],
    ['Starts', campaign.startDate],
    ['Ends', campaign.endDate],
    ['Asset', campaign.assetName],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * A campaign's preview (decision 017): its driver drawn in its placement by the components the
 * site uses, once per A/B variant, with the schedule and targeting beside it. Dynamic text is
 * filled as on the site's home page. A page placement has no driver: its effect is described.
 */
export function CampaignPreview({ campaign }: { campaign: CampaignDocument }) {
  const placement = campaign.articlePlacement;
  const tokens = tokenValues({ canonicalPath: '/' });
  const variants = campaign.variants.length ? campaign.variants : [{ name: defaultVariantName, weight: 100 }];
  return (
    <section className={styles.preview} aria-labelledby="campaign-preview-title">
      <h1 id="campaign-preview-title">Campaign: {campaign.campaignName}</h1>
      <p>{placementNotes[placement]}</p>
      <dl className={`${facts.facts} ${styles.facts}`}>
        {campaignFacts(campaign).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Targeting</dt>
          <dd>
            <ul className={styles.targeting}>
              {targetingSummary(campaign.targeting, Infinity).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {isPagePlacement(placement) ? (
        <p>A page placement has no driver of its own: it changes the pages it targets, the same for every reader.</p>
      ) : (
        variants.map((variant) => (
          <div key={variant.name} className={styles.variant}>
            {variants.length > 1 && (
              <h2>
                Variant {variant.name} ({variant.weight}% of readers)
              </h2>
            )}
            <PlacementFrame placement={placement} driver={responseDriver(campaign, placement, variant.name, tokens)} />
          </div>
        ))
      )}
    </section>
  );
}
