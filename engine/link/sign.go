package link

import (
	"encoding/base64"
	"strings"

	"arbiter/engine/internal/sha"
)

// The director's signature (appended after everything else a link carries):
//
//	sk   the director's Ed25519 public key: 32 bytes, base64url without padding (43 characters)
//	sg   the Ed25519 signature (64 bytes, 86 characters) over SignedText: the prefix
//	     SignPrefix, then the link's query exactly as written, up to the "&sk=" before the key
//
// The signature covers the whole link text before it (code, note, case, time, facts, check,
// and any parameter appended later), so a changed character anywhere before it, or in the key
// or the signature, makes it fail. After the signature only the view parameters in viewParams
// may follow (the print view, the language); anything else there is refused, as it would be
// unsigned.
//
// This package only parses and canonicalises: the browser signs and verifies (Web Crypto,
// app/internal/browser), so the wasm carries no signature code of its own. A link without sk
// and sg opens exactly as before (SigNone).
const (
	ParamKey = "sk"
	ParamSig = "sg"
)

// SignPrefix starts every signed text: the scheme's name and version, so that a signature
// made for a link can serve for nothing else.
const SignPrefix = "arbiter ruling signature 1\n"

// KeyLen and SigLen are the lengths of an Ed25519 public key and signature, in bytes.
const (
	KeyLen = 32
	SigLen = 64
)

// viewParams may follow the signature: they change how the page shows the ruling (the print
// view, the page's language), never what it says.
var viewParams = map[string]bool{"print": true, "lang": true}

// SigState is what a link says of its signature.
type SigState int

// The states of ParseSignature.
const (
	SigNone      SigState = iota // no signature: a link made without a key (every link made before signing)
	SigPresent                   // a key and a signature in the right place and form: the browser verifies it
	SigMalformed                 // a key or signature out of place, repeated, of the wrong length or followed by unsigned parameters: refused
)

func (s SigState) String() string {
	switch s {
	case SigNone:
		return "none"
	case SigPresent:
		return "present"
	case SigMalformed:
		return "malformed"
	}
	return "SigState(?)"
}

// Signature is a signed link's key, signature and the text it signs.
type Signature struct {
	Key     []byte // the public key (KeyLen bytes)
	KeyText string // … as the link writes it (base64url)
	Sig     []byte // the signature (SigLen bytes)
	Text    string // SignedText of the link: what Sig must sign
}

// SignedText is the text a director signs for the unsigned link u: SignPrefix and u's query as
// written (after "?", before any "#"). ok is false when u has no query holding a ruling code,
// or already carries a key or a signature.
func SignedText(u string) (text string, ok bool) {
	q, ok := rawQuery(u)
	if !ok {
		return "", false
	}
	for _, p := range strings.Split(q, "&") {
		if n := paramName(p); n == ParamKey || n == ParamSig {
			return "", false
		}
	}
	return SignPrefix + q, true
}

// AppendSignature is u with its key and signature appended (u as SignedText read it).
func AppendSignature(u string, key, sig []byte) string {
	u = strings.TrimSpace(u)
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u = u[:i]
	}
	return u + "&" + ParamKey + "=" + EncodeKey(key) + "&" + ParamSig + "=" + base64.RawURLEncoding.EncodeToString(sig)
}

// EncodeKey writes a public key as links and club files carry it (base64url, no padding).
func EncodeKey(key []byte) string { return base64.RawURLEncoding.EncodeToString(key) }

// ParseKey reads a public key written by EncodeKey: exactly KeyLen bytes, canonical base64url.
func ParseKey(s string) ([]byte, bool) {
	return decodeFixed(s, KeyLen)
}

func decodeFixed(s string, n int) ([]byte, bool) {
	if len(s) != base64.RawURLEncoding.EncodedLen(n) {
		return nil, false
	}
	b, err := base64.RawURLEncoding.Strict().DecodeString(s)
	if err != nil || len(b) != n {
		return nil, false
	}
	return b, true
}

// ParseSignature reads a share link's signature: SigNone when it has neither key nor signature
// (in the query or a fragment), SigPresent with what to verify, or SigMalformed. The key and
// the signature must be the query's last two parameters, sk then sg, each once, in their exact
// form (no percent-encoding), followed only by view parameters. It never panics
// (FuzzParseSignature).
func ParseSignature(u string) (Signature, SigState) {
	u = strings.TrimSpace(u)
	frag := ""
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u, frag = u[:i], u[i+1:]
	}
	for _, p := range strings.Split(strings.TrimPrefix(frag, "?"), "&") {
		if n := paramName(p); n == ParamKey || n == ParamSig {
			return Signature{}, SigMalformed // a signature where the page does not read the ruling's parameters
		}
	}
	q := ""
	if i := strings.IndexByte(u, '?'); i >= 0 {
		q = u[i+1:]
	}
	parts := strings.Split(q, "&")
	ki, si, seen := -1, -1, 0
	for i, p := range parts {
		switch paramName(p) {
		case ParamKey:
			ki, seen = i, seen+1
		case ParamSig:
			si, seen = i, seen+1
		}
	}
	if seen == 0 {
		return Signature{}, SigNone
	}
	if seen != 2 || ki < 1 || si != ki+1 {
		return Signature{}, SigMalformed
	}
	for _, p := range parts[si+1:] {
		if !viewParams[paramName(p)] {
			return Signature{}, SigMalformed
		}
	}
	kt := strings.TrimPrefix(parts[ki], ParamKey+"=")
	key, ok := ParseKey(kt)
	if !ok {
		return Signature{}, SigMalformed
	}
	sig, ok := decodeFixed(strings.TrimPrefix(parts[si], ParamSig+"="), SigLen)
	if !ok {
		return Signature{}, SigMalformed
	}
	if !hasCode(parts[:ki]) {
		return Signature{}, SigMalformed // no ruling code before the signature
	}
	signed := strings.Join(parts[:ki], "&")
	return Signature{Key: key, KeyText: kt, Sig: sig, Text: SignPrefix + signed}, SigPresent
}

// rawQuery is u's query as written (after "?", before "#"), when it holds a ruling code.
func rawQuery(u string) (string, bool) {
	u = strings.TrimSpace(u)
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u = u[:i]
	}
	i := strings.IndexByte(u, '?')
	if i < 0 {
		return "", false
	}
	q := u[i+1:]
	return q, hasCode(strings.Split(q, "&"))
}

// hasCode reports whether one of a query's parts is a ruling code with a value.
func hasCode(parts []string) bool {
	for _, p := range parts {
		if paramName(p) == ParamCode && len(p) > len(ParamCode)+1 {
			return true
		}
	}
	return false
}

// paramName is the name of one "name=value" part of a query, as written.
func paramName(p string) string {
	if i := strings.IndexByte(p, '='); i >= 0 {
		return p[:i]
	}
	return p
}

// fingerAlphabet is Crockford's base 32: no I, L, O or U, so that a fingerprint reads aloud
// without doubt.
const fingerAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Fingerprint is a public key's short name to compare by phone: the first 80 bits of its
// SHA-256 in Crockford's base 32, four groups of four ("7KQ2-M9XD-4TZA-0R6H").
func Fingerprint(key []byte) string {
	h := sha.Sum256(key) // crypto/sha256 would link Go's FIPS module into the wasm
	var b strings.Builder
	var acc uint64
	bits := 0
	n := 0
	for _, c := range h[:10] {
		acc = acc<<8 | uint64(c)
		bits += 8
		for bits >= 5 {
			bits -= 5
			if n > 0 && n%4 == 0 {
				b.WriteByte('-')
			}
			b.WriteByte(fingerAlphabet[(acc>>uint(bits))&31])
			n++
		}
	}
	return b.String()
}
