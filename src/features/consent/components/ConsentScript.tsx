import { consentScriptId, type ConsentBoot } from '../client';
import { currentConsent } from '../server/consent.server';
import { cmpStubScript } from '../stub-script';

/** Hands the server's view of the request (regime, GPC header) to the browser store, as inert JSON, and installs the __uspapi/__gpp stubs first thing. */
export async function ConsentScript() {
  const { regime, gpc } = await currentConsent();
  const boot: ConsentBoot = { regime, gpc };
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: cmpStubScript }} />
      <script id={consentScriptId} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(boot) }} />
    </>
  );
}
