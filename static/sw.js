// sw.js: the service worker that keeps nimscope working when the network drops (a lecture
// hall's Wi-Fi). It keeps what a visit used in one cache per build: the page, its hashed
// files, the wasm module it ran and the words of its language. A hashed name never changes
// (it is its content's), so those come from the cache first; the page and the words come
// from the network while it answers, so that a new build shows, and from the cache when it
// does not. The build (cmd/build) writes the build's id in place of BUILD_ID: a new build
// is a new worker, whose activation drops the caches of earlier builds. boot.js registers
// it once the board is up, and tells it what the visit loaded before it was there.
"use strict";

const scope = self.registration.scope;
const prefix = "nimscope " + scope + " ";
const name = prefix + "BUILD_ID";
// How long the page and the words wait for the network before the cached copy is used: a
// Wi-Fi that is connected but carries nothing does not fail, it only keeps the page waiting.
const patience = 4000;
const hashed = /\.[0-9a-f]{10}\.\w+$/;

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(name).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(prefix) && k !== name).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// ours reports whether url is a file this worker keeps: the page, a hashed file, the words,
// the icon. Any other page in its scope (a course's own pages beside nimscope) goes to the
// network as if there were no worker.
function ours(url) {
  if (!url.startsWith(scope)) return false;
  const p = url.slice(scope.length).replace(/[?#].*$/, "");
  return /^(index\.html)?$|^i18n\/\w+\.txt$|^favicon\.svg$/.test(p) || hashed.test(p);
}

// put keeps res for key, unless this worker's cache is gone: a newer build's worker
// dropped it, and opening it would bring it back.
function put(key, res) {
  return caches
    .has(name)
    .then((has) => has && caches.open(name).then((c) => c.put(key, res)))
    .catch(() => {});
}

function network(req) {
  return fetch(req).then((res) => {
    if (res.ok && res.type === "basic") put(req.url, res.clone());
    return res;
  });
}

// cached finds req in this build's cache; the page, asked for as "" or as index.html, is
// found under either. The answer is a new response, whose address is req's: the cached one
// has the address of the request that filled the cache, fragment and all, and modules.js's
// worker reads its task from its own address's fragment.
async function cached(req) {
  const c = await caches.open(name);
  let hit = await c.match(req, { ignoreVary: true, ignoreSearch: req.mode === "navigate" });
  if (!hit && req.mode === "navigate") hit = (await c.match(scope + "index.html")) || (await c.match(scope));
  return hit && new Response(hit.body, hit);
}

function networkFirst(req) {
  const net = network(req);
  const late = new Promise((done) => setTimeout(done, patience));
  return Promise.race([net.catch(() => null), late]).then((res) => res || cached(req).then((hit) => hit || net));
}

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || !ours(req.url)) return;
  const path = new URL(req.url).pathname;
  e.respondWith(hashed.test(path) ? cached(req).then((hit) => hit || network(req)) : networkFirst(req));
});

// A page tells the worker what it loaded before the worker was there ({keep: [url…]}): the
// first visit's files, which the browser's own cache gives again without the network.
self.addEventListener("message", (e) => {
  const urls = e.data && Array.isArray(e.data.keep) ? e.data.keep.filter((u) => typeof u === "string" && ours(u)) : [];
  e.waitUntil(
    Promise.all(
      urls.map((u) =>
        caches
          .match(u, { ignoreVary: true })
          .then((hit) => hit || fetch(u).then((res) => res.ok && put(u, res)))
          .catch(() => {}),
      ),
    ),
  );
});
