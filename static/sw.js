// sw.js: the service worker that keeps nimscope working when the network drops (a lecture
// hall's Wi-Fi), for a reload or a slide's frame loading again. It keeps what a visit used in
// one cache per build: the page, its hashed files, the wasm modules it ran and the words of
// its language. A hashed name never changes (it is its content's), so those come from the
// cache first; the page and the words come from the network while it answers, so that a new
// build shows, and from the cache when it does not. The build (cmd/build) writes the build's
// id in place of BUILD_ID: a new build is a new worker, whose activation drops the caches of
// earlier builds. boot.js registers it 3 s after the board is up, and tells it what the visit
// loaded before it was there.
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

// Activation drops the caches of earlier builds, and turns navigation preload on: the page's
// request then goes out while the worker itself starts, so a visit with the network does not
// wait for the worker.
self.addEventListener("activate", (e) => {
  const preload = self.registration.navigationPreload;
  e.waitUntil(
    Promise.all([
      preload ? preload.enable().catch(() => {}) : null,
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith(prefix) && k !== name).map((k) => caches.delete(k)))),
    ]).then(() => self.clients.claim()),
  );
});

// ours reports whether url is a file this worker keeps: the page, a hashed file, the words,
// the icon. Any other address in its scope (a course's own pages beside nimscope) goes to
// the network as if there were no worker.
function ours(url) {
  if (!url.startsWith(scope)) return false;
  const p = url.slice(scope.length).replace(/[?#].*$/, "");
  return /^(index\.html)?$|^i18n\/\w+\.\w+$|^favicon\.png$/.test(p) || hashed.test(p);
}

// key is the address a file is kept under: without its fragment (modules.js's worker
// carries its task there) and, for the page, as index.html.
function key(url) {
  const u = url.replace(/#.*$/, "");
  return u === scope || u.startsWith(scope + "?") ? scope + "index.html" : u.replace(/\?.*$/, "");
}

// put keeps res under url's key, unless this worker's cache is gone: a newer build's worker
// dropped it, and opening it again would bring it back.
function put(url, res) {
  return caches
    .has(name)
    .then((has) => has && caches.open(name).then((c) => c.put(key(url), res)))
    .catch(() => {});
}

// network fetches req (or takes the navigation's preloaded answer) and keeps a good answer.
function network(req, preloaded) {
  return Promise.resolve(preloaded)
    .then((res) => res || fetch(req))
    .then((res) => {
      if (res.ok && res.type === "basic") put(req.url, res.clone());
      return res;
    });
}

// cached finds req in this build's cache. The answer is a new response: the one kept has
// the address of the request that filled the cache, and a worker's script (modules.js, run
// again as the loader) reads its task from its own address.
async function cached(req) {
  const c = await caches.open(name);
  const hit = await c.match(key(req.url), { ignoreVary: true });
  return hit && new Response(hit.body, hit);
}

function networkFirst(req, preloaded) {
  const net = network(req, preloaded);
  const late = new Promise((done) => setTimeout(done, patience));
  return Promise.race([net.catch(() => null), late]).then((res) => res || cached(req).then((hit) => hit || net));
}

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || !ours(req.url)) return;
  const path = new URL(req.url).pathname;
  e.respondWith(hashed.test(path) ? cached(req).then((hit) => hit || network(req)) : networkFirst(req, e.preloadResponse));
});

// A page tells the worker what it loaded before the worker was there ({keep: [url…]}): the
// first visit's files, which the browser's own cache gives again without the network. It is
// answered {kept: n} on the message's port, once they are in the cache.
self.addEventListener("message", (e) => {
  const urls = e.data && Array.isArray(e.data.keep) ? e.data.keep.filter((u) => typeof u === "string" && ours(u)) : [];
  const kept = Promise.all(
    urls.map((u) =>
      caches
        .match(key(u), { ignoreVary: true, cacheName: name })
        .then((hit) => hit || fetch(u).then((res) => res.ok && put(u, res)))
        .then(() => 1)
        .catch(() => 0),
    ),
  ).then((ones) => {
    const port = e.ports && e.ports[0];
    if (port) port.postMessage({ kept: ones.reduce((a, b) => a + b, 0) });
  });
  e.waitUntil(kept);
});
