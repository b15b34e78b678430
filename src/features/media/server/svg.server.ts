import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Uploaded SVG is untrusted markup: opened on its own it is a document that can run script. We
 * keep only drawing: an allowlist of SVG elements and attributes, applied by sanitize-html (already
 * our editor-HTML sanitizer, src/content/sanitize.ts) over htmlparser2 in XML mode, which keeps
 * case (viewBox, linearGradient). Chosen over DOMPurify, which needs a DOM on the server (jsdom,
 * only a development dependency here) and would still need the rules below. On top of the allowlist:
 *
 * - no script, event handler, foreignObject, animation (<set> can rewrite an href), <image>, and
 *   no <a> (its content stays);
 * - href and xlink:href only to a #fragment in this file, url(…) only as url(#fragment), no CSS
 *   escapes (a backslash could spell url or import) in any attribute or <style>;
 * - a <style> element whose text could break out of it (< or &) or fetch anything is dropped whole;
 * - the root's namespaces are set to SVG's and XLink's, whatever the file said.
 *
 * The route serves the result with `default-src 'none'; style-src 'unsafe-inline'` as a second wall.
 */
const svgNamespace = 'http://www.w3.org/2000/svg';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';

const words = (text: string) => text.trim().split(/\s+/);

const allowedTags = words(`
  svg g defs symbol use title desc switch style
  path rect circle ellipse line polyline polygon text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker filter
  feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap
  feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode
  feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
`);

const allowedAttributes = words(`
  id class style transform viewBox preserveAspectRatio version width height x y x1 x2 y1 y2 cx cy r rx ry fx fy fr d points pathLength
  fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity
  opacity color display visibility overflow clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits filter filterUnits primitiveUnits
  offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform
  markerWidth markerHeight markerUnits refX refY orient marker-start marker-mid marker-end
  font-family font-size font-weight font-style font-variant text-anchor dominant-baseline alignment-baseline baseline-shift
  letter-spacing word-spacing text-decoration writing-mode dx dy rotate textLength lengthAdjust startOffset method spacing side
  in in2 result stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude exponent
  flood-color flood-opacity lighting-color baseFrequency numOctaves seed stitchTiles scale xChannelSelector yChannelSelector radius
  kernelMatrix order divisor bias targetX targetY edgeMode preserveAlpha surfaceScale specularConstant specularExponent diffuseConstant
  azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle
  vector-effect shape-rendering text-rendering image-rendering color-interpolation color-interpolation-filters paint-order mix-blend-mode isolation
  role aria-label aria-hidden aria-labelledby aria-describedby focusable lang xml:lang xml:space systemLanguage href xlink:href
`);

/** Subtrees dropped whole, text included (other refused elements lose the tag and keep their children). */
const droppedWithContent = words('script foreignObject metadata image feImage animate animateMotion animateTransform set mpath iframe object embed noscript');

/** A url( that points anywhere but a #fragment of this file, CSS escapes, imports, old IE expressions. */
const fetchesOrEscapes = /\\|url\s*\(\s*(?!['"]?\s*#)|@import|@font-face|image-set\s*\(|expression\s*\(/i;

function safeAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (/^on/i.test(name) || fetchesOrEscapes.test(value)) continue;
    if ((name === 'href' || name === 'xlink:href') && !/^#[\w.:-]+$/.test(value.trim())) continue;
    kept[name] = value;
  }
  // Always both: an xlink:href kept from a file that never declared the prefix would not parse.
  if (tagName === 'svg') Object.assign(kept, { xmlns: svgNamespace, 'xmlns:xlink': xlinkNamespace });
  return kept;
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { '*': allowedAttributes, svg: ['xmlns', 'xmlns:xlink'] },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['style', ...droppedWithContent],
  // Style attributes are checked as text above (fetchesOrEscapes); postcss parsing would add nothing.
  parseStyleAttributes: false,
  // <style> is allowed knowingly: its text is checked by exclusiveFilter below.
  allowVulnerableTags: true,
  selfClosing: [],
  parser: { xmlMode: true },
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) }) },
  // sanitize-html writes a <style> element's text as it is, unescaped: drop any that could end it or fetch.
  exclusiveFilter: (frame) => frame.tag === 'style' && (/[<&]/.test(frame.text) || fetchesOrEscapes.test(frame.text)),
};

/** The SVG with only drawing left, or null when no <svg> root element is left. */
export function sanitizeSvg(text: string): string | null {
  const clean = sanitizeHtml(text, options);
  // Text is escaped in the output, so these are the root's tags; stray text around it (a doctype's internal subset) goes.
  const start = clean.search(/<svg[\s>]/);
  const end = clean.lastIndexOf('</svg>');
  return start < 0 || end < start ? null : clean.slice(start, end + '</svg>'.length);
}

/** An SVG's size in CSS pixels from its root's width and height (px or unitless), else its viewBox; null when it has neither. */
export function svgSize(cleanSvg: string): { width: number; height: number } | null {
  const root = /^<svg\b([^>]*)>/.exec(cleanSvg)?.[1] ?? '';
  const attributes = new Map([...root.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const length = (name: string) => {
    const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:px)?\s*$/.exec(attributes.get(name) ?? '');
    const value = match ? Number(match[1]) : NaN;
    return value > 0 && value <= 100_000 ? value : null;
  };
  const box = (attributes.get('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const [boxWidth, boxHeight] = box.length === 4 && box[2]! > 0 && box[3]! > 0 && box[2]! <= 100_000 && box[3]! <= 100_000 ? [box[2]!, box[3]!] : [null, null];
  let width = length('width');
  let height = length('height');
  if (width && !height && boxWidth && boxHeight) height = (width * boxHeight) / boxWidth;
  if (height && !width && boxWidth && boxHeight) width = (height * boxWidth) / boxHeight;
  width ??= boxWidth;
  height ??= boxHeight;
  if (!width || !height) return null;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
