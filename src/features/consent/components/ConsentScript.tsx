import { consentScriptId, type ConsentBoot } from '../client';
import { currentConsent } from '../server/consent.server';

/** Hands the server's view of the request (regime, GPC header) to the browser store, as inert JSON. */
export async function ConsentScript() {
  const { regime, gpc } = await currentConsent();
  const boot: ConsentBoot = { regime, gpc };
  return <script id={consentScriptId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(boot) }} />;
}
