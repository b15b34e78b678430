/**
 * Inline, before any other script: __uspapi and __gpp exist from the first byte, and calls made
 * before the consent island loads wait in a queue (cmp-api.ts answers them). As the GPP CMP API
 * asks of a stub, __gpp('ping') is answered at once (cmpStatus 'stub'). Kept tiny on purpose.
 */
export const cmpStubScript =
  "(function(w){function s(n,p){if(typeof w[n]==='function')return;var q=[];var f=function(){var a=[].slice.call(arguments);if(p&&p(a))return;q.push(a)};f.queue=q;w[n]=f}" +
  "s('__uspapi');s('__gpp',function(a){if(a[0]!=='ping'||typeof a[1]!=='function')return false;" +
  "a[1]({gppVersion:'1.1',cmpStatus:'stub',cmpDisplayStatus:'hidden',signalStatus:'not ready',supportedAPIs:[],cmpId:0,sectionList:[],applicableSections:[],gppString:'',parsedSections:{}},true);return true})})(window);";
