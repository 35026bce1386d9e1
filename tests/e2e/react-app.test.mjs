// Issue 41: the npm package in a Vite + React 19 app. The tarball `npm run
// pack` makes is installed offline into a fresh app (React, Vite and its
// React plugin at the repository's versions). First docs/embedding.md's
// React example, as written ("With a bundler or framework": its copy line,
// vite.config.js, src/main.jsx and src/Game.tsx), built for production and
// served: its table deals. Then a test app in StrictMode whose table has
// every attribute of the docs' table set from React state and listens
// through React 19's `on…` props: it passes the apps' journey
// (tests/e2e/apps.mjs).

import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { appJourney, buildDocsThenHarness, docBlocks, docFile, docsExampleJourney, makeApp, served } from './apps.mjs';
import { launch } from './helpers.mjs';

const SECTION = 'With a bundler or framework';

/** The test app's table: every attribute of the docs' table. */
const ATTRS = {
  game: 'double-canfield',
  deal: 7,
  draw: 1,
  spaces: 'any',
  autoplay: 'off',
  controls: 'new undo redo hint settings',
  save: 'react-app',
  'share-url': 'play.html',
  theme: 'dark',
  'card-index': 'large',
  lang: 'en',
};

const HARNESS = `import { StrictMode, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { setBasePath } from 'patience-table';

setBasePath('/patience/');

const app = (window.$app = { events: [] });

function App() {
  const [attrs, setAttrs] = useState(${JSON.stringify(ATTRS)});
  const [mounted, setMounted] = useState(true);
  app.set = async (patch) => flushSync(() => setAttrs((a) => ({ ...a, ...patch })));
  app.mount = async (on) => flushSync(() => setMounted(on));
  const heard = (e) => app.events.push([e.type, e.detail]);
  if (!mounted) return null;
  return (
    <patience-table
      game={attrs.game}
      deal={attrs.deal}
      draw={attrs.draw}
      spaces={attrs.spaces}
      autoplay={attrs.autoplay}
      controls={attrs.controls}
      save={attrs.save}
      share-url={attrs['share-url']}
      theme={attrs.theme}
      card-index={attrs['card-index']}
      lang={attrs.lang}
      onpatience-deal={heard}
      onpatience-move={heard}
    />
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/** index.html as \`npm create vite\` writes it, with its entry. */
const indexHtml = (entry) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A React app</title><link rel="icon" href="data:,"></head>' +
  `<body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`;

let app;
let docsDist;
let dist;
let browser;
before(async () => {
  const [, copy] = docBlocks(SECTION, 'sh');
  app = makeApp('react-app', ['react', 'react-dom', 'scheduler', 'vite', '@vitejs/plugin-react'], {
    'index.html': indexHtml('/src/main.jsx'),
    'vite.config.js': docFile(SECTION, 'js', 'vite.config.js'),
    'src/main.jsx': docFile(SECTION, 'jsx', 'src/main.jsx'),
    'src/Game.tsx': docFile(SECTION, 'tsx', 'src/Game.tsx'),
  });
  ({ docsDist, dist } = buildDocsThenHarness(app, copy, {
    'index.html': indexHtml('/src/harness.jsx'),
    'src/harness.jsx': HARNESS,
  }));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('issue 41: the package in a Vite + React 19 app', () => {
  test("the docs' React example, built by Vite, deals its table", async () => {
    await served(docsDist, (url) => docsExampleJourney(browser, url));
  });

  test('StrictMode, every attribute from state, on… props: deals, drags, hints, speaks French, survives 50 mounts', async () => {
    await appJourney(browser, dist, ATTRS);
  });
});
