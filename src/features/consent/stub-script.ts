/**
 * Inline, before any other script: __uspapi and __gpp exist from the first byte, and calls made
 * before the consent island loads wait in a queue (cmp-api.ts answers them). Kept tiny on purpose.
 */
export const cmpStubScript =
  "(function(w){['__uspapi','__gpp'].forEach(function(n){if(typeof w[n]==='function')return;var q=[];var f=function(){q.push([].slice.call(arguments))};f.queue=q;w[n]=f})})(window);";
