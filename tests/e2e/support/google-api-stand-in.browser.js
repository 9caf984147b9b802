/* global window, document */
// Served in place of https://apis.google.com/js/api.js, which the browser tests cannot reach. It provides only
// what Firebase Auth's popup sign-in uses of it: gapi.iframes, through which the page (the SDK) and the Auth
// emulator's helper iframe (/emulator/auth/iframe) exchange requests and replies, here over plain postMessage.
;(() => {
  if (window.gapi?.iframes) return
  const TAG = '__gapiStandIn'
  const channels = []
  const replyCallbacks = new Map()
  let nextId = 1

  /** One end of a channel to another window: the parent's handle on its iframe, or the iframe's on its parent. */
  class Iframe {
    constructor(peer, ready) {
      this.peer = peer
      this.ready = ready
      this.handlers = new Map()
      this.unhandled = new Map()
      channels.push(this)
    }

    post(message) {
      // The iframe's script may not be listening yet: the parent writes once the iframe has said it is ready.
      this.ready.then(() => this.peer.postMessage({ ...message, [TAG]: true }, '*'))
    }

    register(type, handler) {
      this.handlers.set(type, handler)
      const waiting = this.unhandled.get(type) ?? []
      this.unhandled.delete(type)
      for (const message of waiting) this.receive(message)
    }

    send(type, data, callback) {
      const id = nextId++
      if (callback) replyCallbacks.set(id, callback)
      this.post({ kind: 'call', id, type, data })
    }

    ping(callback) {
      return this.ready.then(() => {
        callback?.([])
        return []
      })
    }

    restyle(style, callback) {
      callback?.([])
      return Promise.resolve([])
    }

    receive(message) {
      const handler = this.handlers.get(message.type)
      // A request that comes before its handler is registered waits for it, as the real library's queue does.
      if (!handler) {
        this.unhandled.set(message.type, [...(this.unhandled.get(message.type) ?? []), message])
        return
      }
      Promise.resolve()
        .then(() => handler(message.data))
        .then(
          (result) => this.post({ kind: 'reply', id: message.id, results: [result] }),
          () => this.post({ kind: 'reply', id: message.id, results: [] }),
        )
    }
  }

  window.addEventListener('message', (event) => {
    const message = event.data
    if (message?.[TAG] !== true) return
    const channel = channels.find((c) => c.peer === event.source)
    if (!channel) return
    if (message.kind === 'ready') channel.markReady?.()
    else if (message.kind === 'call') channel.receive(message)
    else if (message.kind === 'reply') {
      const callback = replyCallbacks.get(message.id)
      replyCallbacks.delete(message.id)
      try {
        callback?.(message.results)
      } catch {
        // As in the real library, a callback's error stays with it (the SDK's webStorageSupport callback throws).
      }
    }
  })

  const context = {
    open(options, callback) {
      const frame = document.createElement('iframe')
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(frame.style, value)
        else frame.setAttribute(name, value)
      }
      frame.src = options.url
      ;(options.where ?? document.body).appendChild(frame)
      let markReady
      const iframe = new Iframe(frame.contentWindow, new Promise((resolve) => (markReady = resolve)))
      iframe.markReady = markReady
      return Promise.resolve(callback ? callback(iframe) : iframe).then(() => iframe)
    },
    getParentIframe() {
      const parent = new Iframe(window.parent, Promise.resolve())
      parent.post({ kind: 'ready' })
      return parent
    },
  }

  window.gapi = {
    load(feature, options) {
      const callback = typeof options === 'function' ? options : options?.callback
      if (callback) setTimeout(callback, 0)
    },
    iframes: {
      getContext: () => context,
      Iframe,
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    },
  }

  // The real script calls back the function named by its `onload` parameter, or else window.gapi_onload.
  const src = document.currentScript?.src
  const onload = src && new URL(src).searchParams.get('onload')
  if (onload && typeof window[onload] === 'function') window[onload]()
  else if (typeof window.gapi_onload === 'function') window.gapi_onload()
})()
