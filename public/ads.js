/* Ad-block check bait: network filter lists block scripts named like this one. When it runs, nothing blocked it. */
window.__wellreadAdsScriptRan = true;
