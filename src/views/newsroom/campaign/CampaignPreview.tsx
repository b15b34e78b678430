import { isPagePlacement, type CampaignDocument, type ReaderPlacement } from '@/content/campaigns/schema';
import { responseDriver } from '@/features/drivers/select';
import { tokenValues } from '@/features/drivers/tokens';
import { PlacementFrame } from './PlacementFrame.client';
import { placementNotes } from './placement-notes';
import styles from './CampaignPreview.module.css';

const list = (values: readonly string[]) => (values.length ? values.join(', ') : null);

/** The campaign's facts a marketer checks before publishing: the schedule and every targeting rule given. */
function campaignFacts(campaign: CampaignDocument): [string, string][] {
  const t = campaign.targeting;
  const rows: [string, string | null | undefined][] = [
    ['Placement', campaign.articlePlacement],
    ['Status', campaign.status],
    ['Priority', String(campaign.priority)],
    ['Starts', campaign.startDate],
    ['Ends', campaign.endDate],
    ['Paths', list(t.paths)],
    ['Not on paths', list(t.excludePaths)],
    ['Page templates', list(t.pageTemplates)],
    ['Categories', list(t.categories)],
    ['Keywords (k1)', list(t.k1)],
    ['Keywords (kmeta)', list(t.kmeta)],
    ['Devices', list(t.deviceTypes)],
    ['Regions', list(t.regions)],
    ['Audiences', list(t.audiences)],
    ['Not for audiences', list(t.excludeAudiences)],
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
  const variants = campaign.variants.length ? campaign.variants : [{ name: 'A', weight: 100 }];
  return (
    <section className={styles.preview} aria-labelledby="campaign-preview-title">
      <h1 id="campaign-preview-title">Campaign: {campaign.campaignName}</h1>
      <p>{placementNotes[placement]}</p>
      <dl className={styles.facts}>
        {campaignFacts(campaign).map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
            <PlacementFrame placement={placement as ReaderPlacement} driver={responseDriver(campaign, placement as ReaderPlacement, variant.name, tokens)} />
          </div>
        ))
      )}
    </section>
  );
}
