// Arbiter's service worker (go-app's Handler.ServiceWorkerTemplate). What it must do, each
// point seen failing with go-app's default worker (shared/spec/go-app-notes.md):
// - install inside event.waitUntil and fail the install when any file fails: a half-filled
//   cache must never become the active worker;
// - download with cache: "no-cache", so an update is really new: the browser's HTTP cache is
//   always revalidated with the server (a max-age does not keep an old build), and a file the
//   page has just downloaded is not downloaded again (a first visit registers this worker once
//   the wasm runs, app/generate.go: the wasm then comes from the HTTP cache with a "304");
// - answer navigations from the cache ignoring the query string, and with the app shell when
//   the page is not cached and the network is down (deep links, share links), at once when the
//   device says it is offline (navigator.onLine). Serving the shell at once for every page not
//   cached, fetching the page meanwhile to keep it, was tried: in two before/after runs of
//   bench/ (a loaded 2-CPU machine) the receipt offline reached its wasm ~60 ms later, not sooner;
// - under a sub-path, keep the shell as "/repo/" (GitHub Pages redirects /repo to /repo/);
// - never claim the open pages on activation (go-app then reports a false update);
// - precache the app (wasm, scripts, styles, icons, the shell) but not the ~80 pre-rendered
//   route pages (a quarter of the non-wasm bytes of a first visit): a page is kept when it is
//   first opened online, and a page never opened is drawn by the wasm inside the shell;
// - nor the files the app loads on demand (PouchDB, only while a shared log is on: 38 KB of a
//   first visit that most phones never use): one is kept when first loaded, and a new version's
//   install fetches it again when the old version's cache had it, so a phone that syncs keeps
//   it offline across updates.
const cacheName = "arbiter-{{.Version}}";
const base = "{{.Base}}"; // "/" or "/repo/"
const shell = base;
const resourcesToCache = Array.from(new Set(
  {{.ResourcesToCache}}.map((u) => (u === "" || u === "/" || u + "/" === base ? shell : u))
));
const onDemand = {{.OnDemand}}; // paths

self.addEventListener("install", (event) => {
  event.waitUntil(install());
});

async function install() {
  const cache = await caches.open(cacheName);
  try {
    await Promise.all(resourcesToCache.map(async (url) => {
      const res = await fetch(new Request(url, { cache: "no-cache" }));
      if (!res.ok) {
        throw new Error("caching " + url + " failed: HTTP " + res.status);
      }
      await cache.put(url, res.redirected ? await unredirect(res) : res);
    }));
  } catch (err) {
    await caches.delete(cacheName);
    throw err; // the install fails; the previous worker, if any, stays in charge
  }
  await carryOver(cache);
  await self.skipWaiting();
}

// carryOver fetches into the new cache the files loaded on demand that an older version's cache
// holds (caches.match looks in every cache). A failure costs nothing: the file is fetched when
// next needed.
async function carryOver(cache) {
  await Promise.all(onDemand.map(async (url) => {
    try {
      if (await caches.match(url)) {
        const res = await fetch(new Request(url, { cache: "no-cache" }));
        if (res.ok) {
          await cache.put(url, res);
        }
      }
    } catch (err) {
      // offline or quota: loaded again on demand
    }
  }));
}

// A redirected response cannot answer a navigation: keep its body and headers only.
async function unredirect(res) {
  return new Response(await res.blob(), {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

self.addEventListener("activate", (event) => {
  event.waitUntil(removeOldCaches());
});

async function removeOldCaches() {
  const keys = await caches.keys();
  await Promise.all(keys
    .filter((k) => k !== cacheName && (k.startsWith("arbiter-") || k.startsWith("app-")))
    .map((k) => caches.delete(k)));
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(req.mode === "navigate" ? navigate(req) : asset(req));
});

async function asset(req) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(req);
  if (hit) {
    return hit;
  }
  const res = await fetch(req);
  if (res.ok && onDemand.includes(new URL(req.url).pathname)) {
    try {
      await cache.put(req, res.clone());
    } catch (err) {
      // quota: loaded from the network next time
    }
  }
  return res;
}

// keep stores a page opened online under its path (the query string is ignored when it is
// read back), so that it opens pre-rendered offline too. Failing to store it costs nothing.
async function keep(cache, req, res) {
  try {
    const u = new URL(req.url);
    u.search = "";
    u.hash = "";
    await cache.put(u.href, res.redirected ? await unredirect(res) : res);
  } catch (err) {
    // quota or a dropped body: the shell answers instead next time
  }
}

async function navigate(req) {
  const cache = await caches.open(cacheName);
  const page = await cache.match(req, { ignoreSearch: true });
  if (page) {
    return page;
  }
  if (self.navigator.onLine === false) {
    const s = await cache.match(shell);
    if (s) {
      return s; // the device knows it is offline: no network attempt to wait for
    }
  }
  try {
    const res = await fetch(req);
    if (res.ok) {
      keep(cache, req, res.clone());
      return res;
    }
    return (await cache.match(shell)) || res;
  } catch (err) {
    const s = await cache.match(shell);
    if (s) {
      return s;
    }
    throw err;
  }
}
