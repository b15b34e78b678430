import { consentCategories, consentVersion, cookieNames } from './model';

/** Set on <html> by decidedScript when the reader has already chosen: the banner's CSS hides it. */
export const decidedAttribute = 'data-consent-decided';

/** The fragment the no-JavaScript choice returns to: the banner's CSS hides it while this is the :target. */
export const consentSavedId = 'consent-saved';

const groupCodes = JSON.stringify(Object.values(consentCategories));

/**
 * Inline, first in the body, before the banner's markup: the page is the same for every reader
 * (decision 004), so the banner is in every GDPR page and this hides it before the first paint
 * for a reader whose cookies hold a choice. It mirrors parseChoice and resolveConsent's
 * "decided" (a unit test keeps them in step); the consent store corrects it after hydration.
 */
export const decidedScript =
  `(function(d){try{var c=d.cookie;function g(n){var m=c.match(new RegExp('(?:^|;\\\\s*)'+n+'=([^;]*)'));if(!m)return'';try{return decodeURIComponent(m[1])}catch(e){return''}}` +
  `var a=g('${cookieNames.alertBoxClosed}'),r=g('${cookieNames.consent}');if(!a||!r||r.length>1000)return;var p=new URLSearchParams(r),gr=(p.get('groups')||'').split(','),seen={};` +
  `for(var i=0;i<gr.length;i++){var kv=gr[i].split(':');if(kv[0]&&(kv[1]==='0'||kv[1]==='1'))seen[kv[0]]=1}` +
  `var ok=/^[0-9a-f-]{36}$/.test(p.get('consentId')||'')&&Number(p.get('version'))===${consentVersion}&&!isNaN(Date.parse(p.get('datestamp')||''))&&${groupCodes}.every(function(k){return seen[k]});` +
  `if(ok)d.documentElement.setAttribute('${decidedAttribute}','')}catch(e){}})(document);`;
