import type { CSSProperties } from 'react';
import { LandingSection } from '@/widgets/kits/landing/LandingSection';
import { quizImplementationFor } from '@/features/drivers/quiz-implementation';
import { surveyOptions } from '@/features/interests/survey-options';
import { isListOfSite, siteNewsletter } from '@/features/newsletter/lists';
import { clientConfig } from '@/features/newsletter/server/context.server';
import { proxiedImageSrc } from '@/lib/proxied-image';
import { blockColours } from '../color-block/palette';
import { widgetDomId, type WidgetContext, type WidgetProps } from '../define';
import { HeroSignUp, HeroSurvey, TickerHeadline } from './leaves';
import type { tickerHeroSchema } from './schema';
import styles from './TickerHero.module.css';

type Data = WidgetProps<typeof tickerHeroSchema>['data'];

/** Spec (article blocks 9): the default CTA text, and the hero image's size. */
export const defaultHeroCtaText = 'SIGN UP NOW';
export const heroImageSize = { width: 393, height: 474 } as const;

/** The lists the form subscribes to: the hero's lists of this site, else the site's default lists. */
export function heroLists(site: WidgetContext['site'], lists: readonly string[]): string[] {
  const own = lists.filter((id) => isListOfSite(site, id));
  return own.length > 0 ? [...new Set(own)] : [...siteNewsletter(site).defaultLists];
}

function Cta({ data, context, idPrefix }: { data: Data; context: WidgetContext; idPrefix: string }) {
  if (data.survey) {
    const { feedbackSelections, ...content } = data.survey;
    return <HeroSurvey content={content} options={surveyOptions(context.site, feedbackSelections)} />;
  }
  if (data.newsletterLists) {
    const config = { ...clientConfig(context.site, context.region === 'gdpr'), lists: heroLists(context.site, data.newsletterLists) };
    return (
      <HeroSignUp
        config={config}
        idPrefix={idPrefix}
        submitLabel={data.heroCallToAction || data.heroCtaText || defaultHeroCtaText}
        questionnaire={data.questionnaire}
        quizImplementation={quizImplementationFor(context.canonicalPath)}
      />
    );
  }
  if (!data.heroCtaUrl) return null;
  return (
    <a className={styles.ctaLink} href={data.heroCtaUrl} data-cta="ticker-hero">
      {data.heroCtaText || defaultHeroCtaText}
    </a>
  );
}

/** What the hero offers under its headline: a survey, a sign-up (with or without the quiz after it) or a link. */
function heroFlow(data: Data): string {
  if (data.survey) return 'survey';
  if (data.newsletterLists) return data.questionnaire ? 'signup-quiz' : 'signup';
  return 'link';
}

/**
 * The ticker hero of marketing landing pages (spec article blocks 2-4, 9): a headline whose middle
 * part cycles, selling points, a 393x474 picture and a sign-up call-to-action, in a landing section
 * with the optional wave; or, with `survey`, the interest survey in the call-to-action's place. Rendered here with the first item; a small leaf does the cycling.
 */
export function TickerHero({ data, context }: WidgetProps<typeof tickerHeroSchema>) {
  const idPrefix = widgetDomId(context, 'ticker-hero');
  const headlineId = `${idPrefix}-headline`;
  const { beforeText, afterText, items } = data.tickerHeadline;
  const colours = data.colorTheme === 'default' ? null : blockColours({ landingPageColorTheme: data.colorTheme });
  const style = colours ? ({ '--landing-bg': colours.background, '--landing-text': colours.text, '--hero-accent': colours.accent } as CSSProperties) : undefined;
  const image = data.heroImage;

  return (
    <LandingSection
      wave={data.wave}
      labelledBy={headlineId}
      className={styles.hero}
      style={style}
      dataAttributes={{ 'data-ticker-hero': '', 'data-theme': data.colorTheme, 'data-flow': heroFlow(data) }}
    >
      <div className={styles.frame}>
        <div className={`${styles.layout} ${image ? styles.withImage : ''}`}>
          <div className={styles.copy}>
            <TickerHeadline id={headlineId} beforeText={beforeText} afterText={afterText} items={items} />
            {data.heroDescription.length > 0 && (
              <ul className={styles.description}>
                {data.heroDescription.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            <div className={styles.cta}>
              <Cta data={data} context={context} idPrefix={idPrefix} />
            </div>
          </div>
          {image && (
            <div className={styles.media}>
              {/* Shown at 393x474 at most, through the 2.1x image rule (src/lib/proxied-image.ts); width and height reserve the box. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.image}
                src={proxiedImageSrc(image.imageUrl, heroImageSize.width)}
                alt={image.alt}
                width={heroImageSize.width}
                height={heroImageSize.height}
                decoding="async"
                fetchPriority="high"
              />
            </div>
          )}
        </div>
      </div>
    </LandingSection>
  );
}
