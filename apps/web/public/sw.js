// The app's service worker: keeps the static files so the app opens without a network and says
// so, instead of a browser error page. Hashed files under /assets/ never change: from the
// cache first. Pages: from the network, else the cached app shell. /api and sockets: never
// cached (a race is live or it is nothing).
const CACHE = 'patience-race-v1'
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png']

/** The hashed files a text names (the page names its entry; the entry names every chunk). */
const assetsIn = (text) => [...new Set(text.match(/\/?assets\/[\w.-]+\.(?:js|css)/g) ?? [])]

async function precache() {
  const cache = await caches.open(CACHE)
  await cache.addAll(SHELL)
  const page = await (await cache.match('/')).text()
  const entries = assetsIn(page).map((a) => (a.startsWith('/') ? a : `/${a}`))
  await cache.addAll(entries)
  const chunks = []
  for (const entry of entries.filter((e) => e.endsWith('.js'))) {
    const code = await (await cache.match(entry)).text()
    for (const a of assetsIn(code)) chunks.push(a.startsWith('/') ? a : `/${a}`)
  }
  await cache.addAll([...new Set(chunks)].filter((c) => !entries.includes(c)))
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/api/') || url.pathname.includes('/socket.io/')) return
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone()
            void caches.open(CACHE).then((cache) => cache.put('/', copy))
          }
          return response
        })
        .catch(() => caches.match('/').then((shell) => shell ?? Response.error())),
    )
    return
  }
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ??
        fetch(request).then((response) => {
          if (
            response.ok &&
            (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname))
          ) {
            const copy = response.clone()
            void caches.open(CACHE).then((cache) => cache.put(request, copy))
          }
          return response
        }),
    ),
  )
})
