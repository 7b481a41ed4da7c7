//go:build wasm

package browser

import (
	"crypto/ed25519"
	"encoding/base64"
	"errors"
	"testing"
	"time"
)

// signWait runs an adapter call and waits for its answer.
func signWait[T any](t *testing.T, call func(done func(T))) T {
	t.Helper()
	ch := make(chan T, 1)
	call(func(v T) { ch <- v })
	select {
	case v := <-ch:
		return v
	case <-time.After(30 * time.Second):
		t.Fatal("the signing call did not answer")
	}
	var zero T
	return zero
}

type keyAns struct {
	pub string
	err error
}

type sigAns struct {
	key, sig string
	err      error
}

type okAns struct {
	ok  bool
	err error
}

type fileAns struct {
	file string
	err  error
}

// TestSignAdapter: web/sign.js through the adapter, in a fresh profile: no key, then a key
// made by the browser; its signatures verify in Go and in the browser, not over another text;
// its key file opens only with its passphrase and gives back the same key.
func TestSignAdapter(t *testing.T) {
	if a := signWait(t, func(d func(string)) { SignAlgorithm(d) }); a != "Ed25519" {
		t.Fatalf("SignAlgorithm = %q, want Ed25519 (Chromium signs Ed25519 in Web Crypto)", a)
	}
	if k := signWait(t, func(d func(keyAns)) { SignCurrent(func(p string, e error) { d(keyAns{p, e}) }) }); k.pub != "" || k.err != nil {
		t.Fatalf("SignCurrent in a fresh profile = %q, %v, want none", k.pub, k.err)
	}
	if s := signWait(t, func(d func(sigAns)) { Sign("x", func(k, s string, e error) { d(sigAns{k, s, e}) }) }); !errors.Is(s.err, ErrNoKey) {
		t.Errorf("Sign without a key: %v, want ErrNoKey", s.err)
	}
	made := signWait(t, func(d func(keyAns)) { SignCreate(func(p string, e error) { d(keyAns{p, e}) }) })
	pub, err := base64.RawURLEncoding.DecodeString(made.pub)
	if made.err != nil || err != nil || len(pub) != ed25519.PublicKeySize {
		t.Fatalf("SignCreate = %q, %v: want a 32-byte key in base64url", made.pub, made.err)
	}
	if k := signWait(t, func(d func(keyAns)) { SignCurrent(func(p string, e error) { d(keyAns{p, e}) }) }); k.pub != made.pub {
		t.Errorf("SignCurrent = %q, want the key made %q", k.pub, made.pub)
	}
	const text = "arbiter ruling signature 1\nr=K6DmBkrw&at=2026-12-01T20%3A00"
	s := signWait(t, func(d func(sigAns)) { Sign(text, func(k, s string, e error) { d(sigAns{k, s, e}) }) })
	sig, err := base64.RawURLEncoding.DecodeString(s.sig)
	if s.err != nil || s.key != made.pub || err != nil || !ed25519.Verify(pub, []byte(text), sig) {
		t.Fatalf("Sign = %q %q %v: want the key's signature, verifying in Go", s.key, s.sig, s.err)
	}
	// The tampered signature flips a bit of its first byte (part of R, uniformly random).
	// Zeroing its last byte would not do: that byte tops the scalar S, which is below
	// 2^253, so it is zero about once in sixteen signatures and the "tampered" one is the same.
	bad := append([]byte(nil), sig...)
	bad[0] ^= 1
	for _, tc := range []struct {
		key, sig, text string
		ok, fails      bool
	}{
		{made.pub, s.sig, text, true, false},
		{made.pub, s.sig, text + "0", false, false},
		{made.pub, base64.RawURLEncoding.EncodeToString(bad), text, false, false},
		{"no key!", s.sig, text, false, true},
	} {
		v := signWait(t, func(d func(okAns)) { Verify(tc.key, tc.sig, tc.text, func(ok bool, e error) { d(okAns{ok, e}) }) })
		if v.ok != tc.ok || (v.err != nil) != tc.fails {
			t.Errorf("Verify(%.12s…, %.12s…, %q) = %v, %v, want %v (error %v)", tc.key, tc.sig, tc.text, v.ok, v.err, tc.ok, tc.fails)
		}
	}
	const pass = "kec-pik-herc-tref"
	f := signWait(t, func(d func(fileAns)) { SignExport(pass, func(file string, e error) { d(fileAns{file, e}) }) })
	if f.err != nil || f.file == "" {
		t.Fatalf("SignExport = %q, %v", f.file, f.err)
	}
	for _, tc := range []struct {
		file, pass string
		want       error
	}{
		{f.file, pass + "x", ErrPassphrase},
		{"{}", pass, ErrKeyFile},
		{"not json", pass, ErrKeyFile},
	} {
		if k := signWait(t, func(d func(keyAns)) { SignImport(tc.file, tc.pass, func(p string, e error) { d(keyAns{p, e}) }) }); !errors.Is(k.err, tc.want) {
			t.Errorf("SignImport(%.20q) = %q, %v, want %v", tc.file, k.pub, k.err, tc.want)
		}
	}
	// a new key replaces the old; the file brings the old one back
	other := signWait(t, func(d func(keyAns)) { SignCreate(func(p string, e error) { d(keyAns{p, e}) }) })
	if other.err != nil || other.pub == made.pub {
		t.Fatalf("a second SignCreate = %q, %v: want another key", other.pub, other.err)
	}
	if k := signWait(t, func(d func(keyAns)) { SignImport(f.file, pass, func(p string, e error) { d(keyAns{p, e}) }) }); k.err != nil || k.pub != made.pub {
		t.Errorf("SignImport(the file) = %q, %v, want %q", k.pub, k.err, made.pub)
	}
	s2 := signWait(t, func(d func(sigAns)) { Sign(text, func(k, s string, e error) { d(sigAns{k, s, e}) }) })
	sig2, _ := base64.RawURLEncoding.DecodeString(s2.sig)
	if s2.key != made.pub || !ed25519.Verify(pub, []byte(text), sig2) {
		t.Errorf("after the import, Sign = %q: want the imported key's signature", s2.key)
	}
}
