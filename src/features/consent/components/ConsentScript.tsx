import { consentScriptId, type ConsentBoot } from '../client';
import { decidedScript } from '../decided-script';
import type { PrivacyRegime } from '@/lib/region';
import { cmpStubScript } from '../stub-script';
import { noncePlaceholder } from '@/lib/csp-nonce';

/**
 * Hands the page's regime to the browser store as inert JSON, installs the __uspapi/__gpp stubs
 * first thing and, where the banner can show, hides it before paint for a reader who already
 * chose. The GPC signal is the browser's (navigator.globalPrivacyControl): the page is cached.
 */
export function ConsentScript({ regime }: { regime: PrivacyRegime }) {
  const boot: ConsentBoot = { regime, gpc: false };
  return (
    <>
      <script nonce={noncePlaceholder()} dangerouslySetInnerHTML={{ __html: regime === 'gdpr' ? cmpStubScript + decidedScript : cmpStubScript }} />
      <script id={consentScriptId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(boot) }} />
    </>
  );
}
