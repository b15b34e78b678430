/**
 * The layers of src/ and what each may import (docs/conventions.md, decision 010). A folder imports
 * only the folders below it; `import/no-restricted-paths` fails `npm test` on an import that goes
 * up, and tests/unit/layers.test.ts on any import circle. Tests (`*.test.*`, `tests/`) stand above every
 * layer: they may import from any of them, and nothing imports them.
 *
 *   app                          routes: thin, they load data and compose (with src/proxy.ts, src/instrumentation*.ts)
 *   views        publishing      page views | document validation, import, publishing
 *   widgets      shell           the article body's widgets and their kits | the site frame
 *   features                     site services: analytics, consent, ads, drivers, newsletter, savings, search…
 *   content      components      documents: schemas, store, cached reads | UI primitives (buttons, dialog, spinner)
 *   db                           connection, schema, migrations
 *   lib          sites           small helpers, env | the site table
 */
export const layers = {
  app: ['views', 'publishing', 'widgets', 'shell', 'features', 'content', 'components', 'db', 'lib', 'sites', 'styles'],
  views: ['widgets', 'shell', 'features', 'content', 'components', 'lib', 'sites', 'styles'],
  publishing: ['widgets', 'features', 'content', 'db', 'lib', 'sites'],
  widgets: ['features', 'content', 'components', 'lib', 'sites', 'styles'],
  shell: ['features', 'content', 'components', 'lib', 'sites', 'styles'],
  features: ['content', 'components', 'db', 'lib', 'sites', 'styles'],
  content: ['db', 'lib', 'sites'],
  components: ['lib', 'sites', 'styles'],
  db: ['lib', 'sites'],
  lib: ['sites'],
  sites: [],
  styles: ['sites'],
};

const folders = Object.keys(layers);

/** One zone per layer: the folders it may not import from (all but itself and those below it). */
export const layerZones = folders.map((layer) => ({
  target: `./src/${layer}`,
  from: folders.filter((other) => other !== layer && !layers[layer].includes(other)).map((other) => `./src/${other}`),
  message: `src/${layer} may import only ${layers[layer].map((l) => `src/${l}`).join(', ') || 'nothing else in src'} (docs/conventions.md, layers)`,
}));
