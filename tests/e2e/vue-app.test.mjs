// Issue 41: the npm package in a Vite + Vue 3 app. The tarball `npm run
// pack` makes is installed offline into a fresh app (Vue, Vite and its Vue
// plugin at the repository's versions). First docs/embedding.md's Vue
// example, as written ("With a bundler or framework": its copy line,
// vite.config.js, src/main.js and src/App.vue), built for production and
// served: its table deals. Then a test app whose table has every attribute
// of the docs' table bound to reactive state and listens with `@…`: it
// passes the apps' journey (tests/e2e/apps.mjs).

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
  save: 'vue-app',
  'share-url': 'play.html',
  theme: 'dark',
  'card-index': 'large',
  lang: 'en',
};

const HARNESS_MAIN = `import { createApp } from 'vue';
import { setBasePath } from 'patience-table';
import Harness from './Harness.vue';

setBasePath('/patience/');

createApp(Harness).mount('#app');
`;

const HARNESS_VUE = `<script setup>
import { nextTick, reactive, ref } from 'vue';

const attrs = reactive(${JSON.stringify(ATTRS)});
const mounted = ref(true);
const app = (window.$app = { events: [] });
app.set = async (patch) => {
  Object.assign(attrs, patch);
  await nextTick();
};
app.mount = async (on) => {
  mounted.value = on;
  await nextTick();
};
const heard = (e) => app.events.push([e.type, e.detail]);
</script>

<template>
  <patience-table
    v-if="mounted"
    :game="attrs.game"
    :deal="attrs.deal"
    :draw="attrs.draw"
    :spaces="attrs.spaces"
    :autoplay="attrs.autoplay"
    :controls="attrs.controls"
    :save="attrs.save"
    :share-url="attrs['share-url']"
    :theme="attrs.theme"
    :card-index="attrs['card-index']"
    :lang="attrs.lang"
    @patience-deal="heard"
    @patience-move="heard"
  />
</template>
`;

/** index.html as \`npm create vite\` writes it (template vue), with its entry. */
const indexHtml = (entry) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A Vue app</title><link rel="icon" href="data:,"></head>' +
  `<body><div id="app"></div><script type="module" src="${entry}"></script></body></html>`;

let app;
let docsDist;
let dist;
let browser;
before(async () => {
  const [, copy] = docBlocks(SECTION, 'sh');
  const configs = docBlocks(SECTION, 'js').filter((b) => b.startsWith('// vite.config.js\n'));
  const config = configs.find((b) => b.includes('@vitejs/plugin-vue'));
  app = makeApp('vue-app', ['vue', '@vue', 'vite', '@vitejs/plugin-vue'], {
    'index.html': indexHtml('/src/main.js'),
    'vite.config.js': config,
    'src/main.js': docFile(SECTION, 'js', 'src/main.js'),
    'src/App.vue': docFile(SECTION, 'vue', 'src/App.vue'),
  });
  ({ docsDist, dist } = buildDocsThenHarness(app, copy, {
    'index.html': indexHtml('/src/harness.js'),
    'src/harness.js': HARNESS_MAIN,
    'src/Harness.vue': HARNESS_VUE,
  }));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('issue 41: the package in a Vite + Vue 3 app', () => {
  test("the docs' Vue example, built by Vite, deals its table", async () => {
    await served(docsDist, (url) => docsExampleJourney(browser, url));
  });

  test('every attribute bound to state, @ listeners: deals, drags, hints, speaks French, survives 50 mounts', async () => {
    await appJourney(browser, dist, ATTRS);
  });
});
