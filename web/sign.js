// Arbiter: the director's signing key, with the browser's Web Crypto (the wasm carries no
// signature code: app/internal/browser/sign_wasm.go calls these functions, engine/link says
// what is signed). Ed25519: a public key of 32 bytes and a signature of 64 keep a signed link
// 137 characters longer, where ECDSA P-256's raw key alone is 65 bytes; Chromium, Firefox and
// Safari sign and verify it in Web Crypto.
//
// The private key never leaves the device unencrypted: it is a CryptoKey in IndexedDB
// (database "arbiter-sign", store "keys", record "director"), and leaves only wrapped with a
// passphrase (PBKDF2-SHA-256, 600,000 iterations, 16-byte salt → AES-256-GCM, 12-byte IV,
// the public key as additional data, over its PKCS #8 form) into a file another phone imports:
//
//	{"format": 1, "kind": "arbiter director key", "alg": "Ed25519", "kdf": "PBKDF2-SHA-256",
//	 "iterations": 600000, "salt": b64url, "iv": b64url, "public": b64url, "key": b64url}
//
// Every function returns a promise; a refusal is an Error whose message is one of "nokey",
// "passphrase", "file", "unsupported". A file of its own: the CSP allows no inline script.
(function () {
  "use strict";
  var ALG = { name: "Ed25519" };
  var ITER = 600000;
  var KIND = "arbiter director key";
  var enc = new TextEncoder();

  function fail(code) { return new Error(code); }

  function b64u(buf) {
    var b = new Uint8Array(buf), s = "";
    for (var i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function unb64u(s) {
    if (typeof s !== "string" || !/^[A-Za-z0-9_-]*$/.test(s)) throw fail("file");
    s = s.replace(/-/g, "+").replace(/_/g, "/");
    while (s.length % 4) s += "=";
    var bin = atob(s), b = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) b[i] = bin.charCodeAt(i);
    return b;
  }

  function req(r) {
    return new Promise(function (ok, no) {
      r.onsuccess = function () { ok(r.result); };
      r.onerror = function () { no(r.error); };
    });
  }

  var opened = null; // one connection for the page's life

  function store(mode) {
    if (!opened) {
      var open = indexedDB.open("arbiter-sign", 1);
      open.onupgradeneeded = function () { open.result.createObjectStore("keys"); };
      opened = req(open);
      opened.catch(function () { opened = null; });
    }
    return opened.then(function (db) {
      return db.transaction("keys", mode).objectStore("keys");
    });
  }

  function get() {
    return store("readonly").then(function (s) { return req(s.get("director")); });
  }

  function put(rec) {
    return store("readwrite").then(function (s) { return req(s.put(rec, "director")); });
  }

  function supported() {
    if (!self.crypto || !crypto.subtle || !self.indexedDB) return Promise.resolve(false);
    // Ed25519 in Web Crypto: importing a key is the cheapest test
    return crypto.subtle.importKey("raw", new Uint8Array(32), ALG, false, ["verify"])
      .then(function () { return true; }, function () { return false; });
  }

  function passKey(pass, salt, iterations, use) {
    return crypto.subtle.importKey("raw", enc.encode(pass), "PBKDF2", false, ["deriveKey"]).then(function (base) {
      return crypto.subtle.deriveKey({ name: "PBKDF2", salt: salt, iterations: iterations, hash: "SHA-256" },
        base, { name: "AES-GCM", length: 256 }, false, use);
    });
  }

  function keep(priv, pub) {
    return put({ priv: priv, pub: pub, made: Date.now() }).then(function () { return pub; });
  }

  self.arbiterSign = {
    // "" when the browser cannot sign or verify Ed25519, else "Ed25519"
    algorithm: function () {
      return supported().then(function (ok) { return ok ? "Ed25519" : ""; });
    },

    // this device's public key (base64url), "" when it has none
    current: function () {
      return get().then(function (r) { return r && r.pub ? r.pub : ""; });
    },

    // a new key pair for this device (the old one is replaced); its public key
    create: function () {
      return crypto.subtle.generateKey(ALG, true, ["sign", "verify"]).then(function (kp) {
        return crypto.subtle.exportKey("raw", kp.publicKey).then(function (raw) {
          return keep(kp.privateKey, b64u(raw));
        });
      });
    },

    // {key, sig}: this device's public key and its signature over text (UTF-8)
    sign: function (text) {
      return get().then(function (r) {
        if (!r || !r.priv) throw fail("nokey");
        return crypto.subtle.sign(ALG, r.priv, enc.encode(text)).then(function (sig) {
          return { key: r.pub, sig: b64u(sig) };
        });
      });
    },

    // whether sig (base64url) is key's (base64url) signature over text
    verify: function (key, sig, text) {
      return Promise.resolve().then(function () { // a key or signature that is no base64url rejects, never throws
        return crypto.subtle.importKey("raw", unb64u(key), ALG, false, ["verify"]);
      }).then(function (k) {
        return crypto.subtle.verify(ALG, k, unb64u(sig), enc.encode(text));
      });
    },

    // the key file: this device's private key wrapped with pass
    exportWrapped: function (pass) {
      return get().then(function (r) {
        if (!r || !r.priv) throw fail("nokey");
        var salt = crypto.getRandomValues(new Uint8Array(16));
        var iv = crypto.getRandomValues(new Uint8Array(12));
        return passKey(pass, salt, ITER, ["wrapKey"]).then(function (aes) {
          return crypto.subtle.wrapKey("pkcs8", r.priv, aes, { name: "AES-GCM", iv: iv, additionalData: enc.encode(r.pub) });
        }).then(function (wrapped) {
          return JSON.stringify({
            format: 1, kind: KIND, alg: "Ed25519", kdf: "PBKDF2-SHA-256", iterations: ITER,
            salt: b64u(salt), iv: b64u(iv), "public": r.pub, key: b64u(wrapped)
          }, null, 1) + "\n";
        });
      });
    },

    // keeps the key of a file exportWrapped wrote (opened with pass) as this device's; its public key
    importWrapped: function (text, pass) {
      var f;
      try { f = JSON.parse(text); } catch (e) { return Promise.reject(fail("file")); }
      if (!f || f.format !== 1 || f.kind !== KIND || f.alg !== "Ed25519" || f.kdf !== "PBKDF2-SHA-256" ||
        typeof f.iterations !== "number" || f.iterations < 100000 || f.iterations > 10000000 || typeof f["public"] !== "string") {
        return Promise.reject(fail("file"));
      }
      var salt, iv, wrapped, pub;
      try { salt = unb64u(f.salt); iv = unb64u(f.iv); wrapped = unb64u(f.key); pub = unb64u(f["public"]); } catch (e) { return Promise.reject(fail("file")); }
      if (pub.length !== 32 || iv.length !== 12 || salt.length < 16) return Promise.reject(fail("file"));
      return passKey(pass, salt, f.iterations, ["unwrapKey"]).then(function (aes) {
        return crypto.subtle.unwrapKey("pkcs8", wrapped, aes, { name: "AES-GCM", iv: iv, additionalData: enc.encode(f["public"]) },
          ALG, true, ["sign"]).catch(function () { throw fail("passphrase"); });
      }).then(function (priv) {
        // the private key must be the public key's: sign and verify a test text
        var probe = enc.encode("arbiter key import");
        return crypto.subtle.sign(ALG, priv, probe).then(function (sig) {
          return crypto.subtle.importKey("raw", pub, ALG, false, ["verify"]).then(function (k) {
            return crypto.subtle.verify(ALG, k, sig, probe);
          });
        }).then(function (ok) {
          if (!ok) throw fail("file");
          return keep(priv, f["public"]);
        });
      });
    }
  };
})();
