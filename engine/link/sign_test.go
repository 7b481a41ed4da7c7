package link

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// testKey is a fixed Ed25519 key pair for the tests (the browser makes the real ones).
var testKey = ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, ed25519.SeedSize))

func testPub() []byte { return testKey.Public().(ed25519.PublicKey) }

// signLink signs u as a director's phone does: SignedText, Ed25519, AppendSignature.
func signLink(t testing.TB, u string, key ed25519.PrivateKey) string {
	t.Helper()
	text, ok := SignedText(u)
	if !ok {
		t.Fatalf("SignedText(%q) not ok", u)
	}
	return AppendSignature(u, key.Public().(ed25519.PublicKey), ed25519.Sign(key, []byte(text)))
}

// verified is what the browser answers for link s: its state, and for a present signature
// whether it verifies.
func verified(s string) (SigState, bool) {
	sig, st := ParseSignature(s)
	if st != SigPresent {
		return st, false
	}
	return st, ed25519.Verify(sig.Key, []byte(sig.Text), sig.Sig)
}

// TestSignRoundTrip: a signed link (a sealed logged case, a calculator share) carries its
// key and a signature over everything before them, which verifies; the print view may follow.
func TestSignRoundTrip(t *testing.T) {
	sealed, _, _ := sealedLink()
	plain := SealedURL(caseBase, "K6DmBkrw", "", Case{Time: "2026-12-01T20:00"}, Facts{})
	for _, u := range []string{sealed, plain, caseBase + "?r=K6DmBkrw"} {
		s := signLink(t, u, testKey)
		if !strings.HasPrefix(s, u+"&sk="+EncodeKey(testPub())+"&sg=") {
			t.Errorf("signed %s = %s: want the link, then sk and sg", u, s)
		}
		if n := len(s) - len(u); n != 4+43+4+86 {
			t.Errorf("the signature adds %d characters, want %d", n, 4+43+4+86)
		}
		for _, v := range []string{s, s + "&print=1", "  " + s + " "} {
			sig, st := ParseSignature(v)
			if st != SigPresent {
				t.Errorf("ParseSignature(%s) = %v, want present", v, st)
				continue
			}
			if want, _ := SignedText(u); sig.Text != want {
				t.Errorf("ParseSignature(%s).Text = %q, want %q", v, sig.Text, want)
			}
			if !ed25519.Verify(sig.Key, []byte(sig.Text), sig.Sig) || sig.KeyText != EncodeKey(testPub()) {
				t.Errorf("ParseSignature(%s): the signature does not verify", v)
			}
			// the rest of the link reads as before
			if CheckExtras(v) != CheckExtras(u) || ParseFacts(v) != ParseFacts(u) {
				t.Errorf("%s: the check or the facts read differently once signed", v)
			}
		}
	}
}

// TestSignStates: what a link's key and signature parameters say, by their place and form.
func TestSignStates(t *testing.T) {
	u := SealedURL(caseBase, "K6DmBkrw", "", Case{Time: "2026-12-01T20:00"}, Facts{})
	s := signLink(t, u, testKey)
	k, g := "sk="+EncodeKey(testPub()), s[strings.Index(s, "&sg=")+1:]
	for _, tc := range []struct {
		name string
		link string
		want SigState
	}{
		{"unsigned", u, SigNone},
		{"bare code", "K6DmBkrw", SigNone},
		{"not a link", "hello", SigNone},
		{"signed", s, SigPresent},
		{"print view after", s + "&print=1", SigPresent},
		{"language and print view after", s + "&lang=hu&print=1", SigPresent},
		{"a note after", s + "&n=changed", SigMalformed},
		{"a fact after", s + "&se=2026-12-01T22%3A00", SigMalformed},
		{"a repeated time after", s + "&at=2026-12-01T21%3A00", SigMalformed},
		{"key only", u + "&" + k, SigMalformed},
		{"signature only", u + "&" + g, SigMalformed},
		{"signature before key", u + "&" + g + "&" + k, SigMalformed},
		{"key twice", u + "&" + k + "&" + k + "&" + g, SigMalformed},
		{"key first", caseBase + "?" + k + "&" + g + "&r=K6DmBkrw", SigMalformed},
		{"no code", caseBase + "?n=x&" + k + "&" + g, SigMalformed},
		{"short key", u + "&" + k[:len(k)-1] + "&" + g, SigMalformed},
		{"short signature", u + "&" + k + "&" + g[:len(g)-1], SigMalformed},
		{"padded key", u + "&" + k + "=&" + g, SigMalformed},
		{"percent-encoded key", u + "&" + strings.Replace(k, "sk=", "sk=%", 1)[:len(k)] + "&" + g, SigMalformed},
		{"in the fragment", caseBase + "#r=K6DmBkrw&" + k + "&" + g, SigMalformed},
		{"standard base64", u + "&" + k + "&" + strings.ReplaceAll(strings.ReplaceAll(g, "-", "+"), "_", "/"), SigMalformed},
	} {
		if _, got := ParseSignature(tc.link); got != tc.want {
			t.Errorf("%s: ParseSignature(%s) = %v, want %v", tc.name, tc.link, got, tc.want)
		}
	}
	if strings.Contains(g, "-") || strings.Contains(g, "_") {
		return // the standard-base64 case above changed the signature
	}
	t.Logf("the fixed signature has neither - nor _: the standard-base64 case tested nothing new")
}

// TestSignTamper: changing any one character of a signed link (the case header, a fact, the
// time, the check, the key or the signature) leaves a link that is refused: malformed, or a
// signature that does not verify. Never one that still verifies.
func TestSignTamper(t *testing.T) {
	sealed, _, _ := sealedLink()
	s := signLink(t, sealed, testKey)
	start := strings.Index(s, "?") + 1
	changed := 0
	eachOneCharChange(s, start, func(i int, r rune, v string) {
		changed++
		st, ok := verified(v)
		if st == SigNone {
			t.Errorf("changed %q at %d to %q: ParseSignature = none, want refused", s[i], i, r)
		}
		if ok {
			t.Errorf("changed %q at %d to %q: %s still verifies", s[i], i, r, v)
		}
	})
	if changed < 10000 {
		t.Errorf("only %d changes tried", changed)
	}
	// another director's key over the same text
	other := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{9}, ed25519.SeedSize))
	sig, _ := ParseSignature(s)
	forged := sealed + "&sk=" + EncodeKey(other.Public().(ed25519.PublicKey)) + s[strings.Index(s, "&sg="):]
	if _, ok := verified(forged); ok {
		t.Error("a signature verifies under another key")
	}
	if _, ok := verified(AppendSignature(sealed, other.Public().(ed25519.PublicKey), ed25519.Sign(other, []byte(sig.Text)))); !ok {
		t.Error("the other director's own signature does not verify")
	}
}

// TestGoldenLinksUnsigned: every golden link, as a link, says it carries no signature, and
// signs and verifies once a key signs it.
func TestGoldenLinksUnsigned(t *testing.T) {
	_, links := readGolden(t)
	for i, g := range links {
		u := URL(caseBase, g.Code, "")
		if _, st := ParseSignature(u); st != SigNone {
			t.Errorf("golden link %d: ParseSignature = %v, want none", i+1, st)
		}
		if st, ok := verified(signLink(t, u, testKey)); st != SigPresent || !ok {
			t.Errorf("golden link %d signed: %v %v, want present and verified", i+1, st, ok)
		}
	}
	if len(links) < 213 {
		t.Errorf("%d golden links, want at least 213", len(links))
	}
}

// TestFingerprint: four groups of four characters of Crockford's base 32, different for
// different keys, fixed for a key.
func TestFingerprint(t *testing.T) {
	zero := make([]byte, KeyLen)
	for _, tc := range []struct {
		key  []byte
		want string
	}{
		// SHA-256 of 32 zero bytes begins 66 68 7a ad f8 62 bd 77 6c 8f
		{zero, "CSM7NBFRCAYQEV4F"},
	} {
		got := Fingerprint(tc.key)
		if strings.ReplaceAll(got, "-", "") != tc.want || len(got) != 19 || got[4] != '-' || got[9] != '-' || got[14] != '-' {
			t.Errorf("Fingerprint(%x) = %s, want %s in groups of four", tc.key, got, tc.want)
		}
	}
	if Fingerprint(testPub()) == Fingerprint(zero) {
		t.Error("two keys share a fingerprint")
	}
	for _, c := range strings.ReplaceAll(Fingerprint(testPub()), "-", "") {
		if strings.ContainsRune("ILOU", c) || !strings.ContainsRune(fingerAlphabet, c) {
			t.Errorf("Fingerprint has %q", c)
		}
	}
}

// TestParseKey: a key is exactly 32 bytes of canonical base64url.
func TestParseKey(t *testing.T) {
	k := EncodeKey(testPub())
	for _, tc := range []struct {
		s  string
		ok bool
	}{
		{k, true}, {k[:42], false}, {k + "A", false}, {k + "=", false}, {"", false},
		{strings.Repeat("A", 42) + "B", false}, // non-zero trailing bits: not canonical
		{strings.Repeat("A", 43), true},
		{strings.Repeat("+", 43), false},
	} {
		if _, ok := ParseKey(tc.s); ok != tc.ok {
			t.Errorf("ParseKey(%q) ok = %v, want %v", tc.s, ok, tc.ok)
		}
	}
}

// FuzzParseSignature: no input panics; a present signature has a key and a signature of their
// lengths and a text that starts with the prefix; any link with a code, once signed, parses to
// its own signed text and verifies.
func FuzzParseSignature(f *testing.F) {
	sealed, _, _ := sealedLink()
	s := signLink(f, sealed, testKey)
	for _, x := range []string{s, s + "&print=1", sealed, caseBase + "?r=K6DmBkrw&sk=&sg=", "?sk=a&sg=b", "#sk=", "?r=x&sk=" + EncodeKey(testPub())} {
		f.Add(x)
	}
	if b, err := os.ReadFile(goldenPath); err == nil {
		for _, line := range strings.Split(string(b), "\n")[:20] {
			var g struct{ Code string }
			if json.Unmarshal([]byte(line), &g) == nil {
				f.Add(URL(caseBase, g.Code, ""))
			}
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		sig, st := ParseSignature(in)
		switch st {
		case SigPresent:
			if len(sig.Key) != KeyLen || len(sig.Sig) != SigLen || !strings.HasPrefix(sig.Text, SignPrefix) {
				t.Fatalf("ParseSignature(%q) = %+v", in, sig)
			}
		case SigNone, SigMalformed:
		default:
			t.Fatalf("ParseSignature(%q) state %v", in, st)
		}
		text, ok := SignedText(in)
		if !ok {
			return
		}
		v := AppendSignature(in, testPub(), ed25519.Sign(testKey, []byte(text)))
		got, st := ParseSignature(v)
		if st != SigPresent || got.Text != text || !ed25519.Verify(got.Key, []byte(got.Text), got.Sig) {
			t.Fatalf("signed %q = %q: %v, text %q, want present over %q", in, v, st, got.Text, text)
		}
	})
}
