package e2e

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ed25519"
	"crypto/pbkdf2"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"rsc.io/qr"
)

// keyFile writes priv as web/sign.js's key file wrapped with pass, by the same scheme
// (PBKDF2-SHA-256 → AES-256-GCM over the PKCS #8 key, the public key as additional data), so
// that importing it in the browser tests the import and the scheme together.
func keyFile(t *testing.T, priv ed25519.PrivateKey, pass string) []byte {
	t.Helper()
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	const iter = 600000
	salt := bytes.Repeat([]byte{0x5a}, 16)
	iv := bytes.Repeat([]byte{0x3c}, 12)
	k, err := pbkdf2.Key(sha256.New, pass, salt, iter, 32)
	if err != nil {
		t.Fatal(err)
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		t.Fatal(err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		t.Fatal(err)
	}
	pub := link.EncodeKey(priv.Public().(ed25519.PublicKey))
	b64 := base64.RawURLEncoding.EncodeToString
	b, err := json.Marshal(map[string]any{
		"format": 1, "kind": "arbiter director key", "alg": "Ed25519", "kdf": "PBKDF2-SHA-256", "iterations": iter,
		"salt": b64(salt), "iv": b64(iv), "public": pub, "key": b64(gcm.Seal(nil, iv, der, []byte(pub))),
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// openKeyFile opens a key file web/sign.js wrote, with pass, by the scheme keyFile writes.
func openKeyFile(t *testing.T, file []byte, pass string) ed25519.PrivateKey {
	t.Helper()
	var f struct {
		Format     int    `json:"format"`
		Kind       string `json:"kind"`
		Alg        string `json:"alg"`
		KDF        string `json:"kdf"`
		Iterations int    `json:"iterations"`
		Salt       string `json:"salt"`
		IV         string `json:"iv"`
		Public     string `json:"public"`
		Key        string `json:"key"`
	}
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatalf("key file %s: %v", file, err)
	}
	if f.Format != 1 || f.Kind != "arbiter director key" || f.Alg != "Ed25519" || f.KDF != "PBKDF2-SHA-256" || f.Iterations < 600000 {
		t.Fatalf("key file %s: want format 1, Ed25519, PBKDF2-SHA-256 with at least 600000 iterations", file)
	}
	dec := base64.RawURLEncoding.DecodeString
	salt, err1 := dec(f.Salt)
	iv, err2 := dec(f.IV)
	ct, err3 := dec(f.Key)
	if err1 != nil || err2 != nil || err3 != nil || len(salt) != 16 || len(iv) != 12 {
		t.Fatalf("key file %s: bad salt, IV or key", file)
	}
	k, err := pbkdf2.Key(sha256.New, pass, salt, f.Iterations, 32)
	if err != nil {
		t.Fatal(err)
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		t.Fatal(err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		t.Fatal(err)
	}
	der, err := gcm.Open(nil, iv, ct, []byte(f.Public))
	if err != nil {
		t.Fatalf("key file: the passphrase does not open it: %v", err)
	}
	key, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		t.Fatal(err)
	}
	priv, ok := key.(ed25519.PrivateKey)
	if !ok || link.EncodeKey(priv.Public().(ed25519.PublicKey)) != f.Public {
		t.Fatalf("key file: its key is not its public key's")
	}
	return priv
}

// resign is link u with its signature replaced by priv's over the same text.
func resign(t *testing.T, u string, priv ed25519.PrivateKey) string {
	t.Helper()
	i := strings.Index(u, "&"+link.ParamKey+"=")
	if i < 0 {
		t.Fatalf("%s is not signed", u)
	}
	text, ok := link.SignedText(u[:i])
	if !ok {
		t.Fatalf("SignedText(%s) not ok", u[:i])
	}
	return link.AppendSignature(u[:i], priv.Public().(ed25519.PublicKey), ed25519.Sign(priv, []byte(text)))
}

// qrModules is the side of link u's QR code (level M, as the share box draws it), in modules.
func qrModules(t *testing.T, u string) int {
	t.Helper()
	c, err := qr.Encode(u, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	return c.Size
}

// TestSignedReceipt: director A's phone (Serbian, 360 px) imports A's key from a key file
// (a wrong passphrase is refused), shows its fingerprint, and signs the rulings it shares from
// a calculator and from the log; it exports the key only wrapped (the file opens in Go), and
// after a lost phone makes a new key. A player's fresh phone (Hungarian, 360 px), with the club
// file naming A, opens them offline: "signed by A"; the same link with one digit of a fact
// changed is refused, as is the logged case's link with a character of its header, time, check
// or signature changed; the same ruling signed by a key the club does not name shows that key's
// fingerprint, as does the new key until the club file lists it instead of the old one; a link
// without a signature says it is not signed and opens as before.
func TestSignedReceipt(t *testing.T) {
	need(t)
	dir := t.TempDir()
	privA := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{0xa1}, ed25519.SeedSize))
	privB := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{0xb2}, ed25519.SeedSize))
	pubA := link.EncodeKey(privA.Public().(ed25519.PublicKey))
	const pass = "kec-pik-herc-tref"
	keyPath := filepath.Join(dir, "arbiter-key.json")
	if err := os.WriteFile(keyPath, keyFile(t, privA, pass), 0o644); err != nil {
		t.Fatal(err)
	}
	clubPath := filepath.Join(dir, "club.json")
	if err := os.WriteFile(clubPath, []byte(`{"format": 1, "club": "BK Novi Sad", "director_keys": {"Ana Kovač": "`+pubA+`"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	fpA := link.Fingerprint(privA.Public().(ed25519.PublicKey))
	fpB := link.Fingerprint(privB.Public().(ed25519.PublicKey))

	s := serve(t, copySite(t), "/")
	a := newBrowser(t, origin(s))
	a.do(t, chromedp.EmulateViewport(360, 800))

	// A's phone: no key yet, so a share is not signed
	a.open(t, s.URL+"calc/mbsz-vsz-2017/time?lang=sr")
	a.example(t)
	a.click(t, "share")
	a.waitJS(t, `(document.getElementById("share-url") || {value: ""}).value.includes("r?r=") && document.querySelector("#share-sig[data-sig=none]") !== null`)
	unsigned := eval[string](t, a, `document.getElementById("share-url").value`)
	if strings.Contains(unsigned, "&sk=") {
		t.Errorf("a phone without a key shared a signed link: %s", unsigned)
	}

	// the key file from another phone: a wrong passphrase is refused, the right one imports it
	a.open(t, s.URL+"settings?lang=sr")
	a.waitJS(t, `document.getElementById("sign-import") !== null`)
	if got := a.text(t, "#set-sign-h"); got != "Ključ za potpis" {
		t.Errorf("Settings' card %q, want Ključ za potpis", got)
	}
	a.do(t, chromedp.SetUploadFiles(chromedp.ID("sign-file"), []string{keyPath}))
	a.input(t, "sign-inpass", pass+"x")
	a.click(t, "sign-import")
	a.waitJS(t, `document.getElementById("sign-err") !== null`)
	if got, want := a.text(t, "#sign-err"), "Ova lozinka ne otvara fajl ključa."; got != want {
		t.Errorf("wrong passphrase: %q, want %q", got, want)
	}
	if eval[bool](t, a, `document.getElementById("sign-fp") !== null`) {
		t.Error("a wrong passphrase gave the phone a key")
	}
	a.input(t, "sign-inpass", pass)
	a.click(t, "sign-import")
	a.waitJS(t, `document.getElementById("sign-fp") !== null`)
	if got := a.text(t, "#sign-fp"); got != fpA {
		t.Errorf("fingerprint %q, want %q (the key file's)", got, fpA)
	}
	if got := eval[string](t, a, `document.getElementById("sign-pub").value`); got != pubA {
		t.Errorf("public key %q, want %q", got, pubA)
	}
	if got := eval[string](t, a, `document.getElementById("sign-club").dataset.named`); got != "no" {
		t.Errorf("without a club file, the key is named: %q", got)
	}
	// the club file naming A, on A's phone too: Settings say so
	a.do(t, chromedp.SetUploadFiles(chromedp.ID("club-file"), []string{clubPath}))
	a.waitJS(t, `document.querySelector("#sign-club[data-named=yes]") !== null`)
	if got := a.text(t, "#sign-club"); got != "Fajl kluba navodi ovaj ključ: Ana Kovač." {
		t.Errorf("Settings with the club file: %q", got)
	}
	if w := eval[int](t, a, `document.documentElement.scrollWidth`); w > 360 {
		t.Errorf("Settings are %d px wide at 360 px", w)
	}
	a.do(t, chromedp.ScrollIntoView("#sign"))
	a.screenshot(t, "sign-settings-sr-360")

	// a share from the calculator is signed with A's key, over the whole link
	a.open(t, s.URL+"calc/mbsz-vsz-2017/time?lang=sr")
	a.example(t)
	a.click(t, "share")
	end := time.Now().Truncate(time.Minute).Add(-20 * time.Minute)
	a.input(t, "share-dl-se", end.Format("2006-01-02T15:04"))
	a.waitJS(t, `document.getElementById("share-url").value.includes("&se=") && document.getElementById("share-url").value.includes("&sg=") && document.querySelector("#share-sig[data-sig=signed]") !== null`)
	signed := eval[string](t, a, `document.getElementById("share-url").value`)
	if got := a.text(t, "#share-sig"); !strings.Contains(got, fpA) {
		t.Errorf("share box says %q, want the key's fingerprint %s", got, fpA)
	}
	sig, st := link.ParseSignature(signed)
	if st != link.SigPresent || sig.KeyText != pubA || !ed25519.Verify(sig.Key, []byte(sig.Text), sig.Sig) {
		t.Fatalf("shared link %s: %v, key %s: want signed by A, verifying", signed, st, sig.KeyText)
	}
	if !strings.Contains(sig.Text, "&se=") || !strings.Contains(sig.Text, "&at=") || !strings.Contains(sig.Text, "&ck=") {
		t.Errorf("signed text %q: want the facts, the time and the check under the signature", sig.Text)
	}
	if svg := eval[string](t, a, `document.querySelector("#share-box .qr-box svg").getAttribute("viewBox")`); svg != fmt.Sprintf("0 0 %d %d", qrModules(t, signed)+8, qrModules(t, signed)+8) {
		t.Errorf("the QR code's viewBox %q does not draw the signed link", svg)
	}
	a.do(t, chromedp.ScrollIntoView("#share-sig"))
	a.screenshot(t, "sign-share-sr-360")
	t.Logf("calculator share: %d characters unsigned (QR %d modules), %d signed (QR %d modules)",
		len(signed)-len(signed[strings.Index(signed, "&sk="):]), qrModules(t, signed[:strings.Index(signed, "&sk=")]), len(signed), qrModules(t, signed))

	// a share from the log is signed too
	a.open(t, s.URL+"log?new=mbsz-vsz-2017&lang=sr")
	a.input(t, "ev-name", "Jesenji parovi")
	a.click(t, "event-save")
	a.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	evURL := eval[string](t, a, `location.href`)
	a.open(t, s.URL+"calc/mbsz-vsz-2017/time?lang=sr")
	a.example(t)
	a.logCase(t, nil)
	a.open(t, evURL)
	a.click(t, "share-inc-1")
	a.waitJS(t, `(document.getElementById("share-inc-url-1") || {value: ""}).value.includes("&sg=") && document.querySelector("#share-inc-sig-1[data-sig=signed]") !== null`)
	logged := eval[string](t, a, `document.getElementById("share-inc-url-1").value`)
	if sig, st := link.ParseSignature(logged); st != link.SigPresent || sig.KeyText != pubA || !ed25519.Verify(sig.Key, []byte(sig.Text), sig.Sig) {
		t.Errorf("the log's link %s: %v, want signed by A", logged, st)
	}
	t.Logf("logged case: %d characters unsigned (QR %d modules), %d signed (QR %d modules)",
		strings.Index(logged, "&sk="), qrModules(t, logged[:strings.Index(logged, "&sk=")]), len(logged), qrModules(t, logged))

	// the key leaves the phone only wrapped: a short passphrase is refused; the file the
	// browser writes opens in Go with the passphrase, to A's key
	a.open(t, s.URL+"settings?lang=sr")
	a.input(t, "sign-pass", "kratka")
	a.click(t, "sign-export")
	a.waitJS(t, `document.getElementById("sign-err") !== null`)
	if got := a.text(t, "#sign-err"); got != "Lozinka mora imati najmanje 10 znakova." {
		t.Errorf("short passphrase: %q", got)
	}
	exported := eval[string](t, a, fmt.Sprintf(`arbiterSign.exportWrapped(%q)`, pass))
	if got := openKeyFile(t, []byte(exported), pass); !got.Equal(privA) {
		t.Errorf("the exported key file opens to another key")
	}
	if strings.Contains(exported, base64.RawURLEncoding.EncodeToString(privA.Seed())) {
		t.Error("the exported key file holds the key unwrapped")
	}

	// a lost phone: a new key replaces A's, after a second press
	a.click(t, "sign-new")
	a.waitJS(t, `document.getElementById("sign-new-warn") !== null`)
	if got := a.text(t, "#sign-fp"); got != fpA {
		t.Errorf("one press replaced the key: %q", got)
	}
	a.click(t, "sign-new")
	a.waitJS(t, fmt.Sprintf(`document.getElementById("sign-fp") !== null && document.getElementById("sign-fp").textContent !== %q`, fpA))
	pubNew := eval[string](t, a, `document.getElementById("sign-pub").value`)
	keyNew, ok := link.ParseKey(pubNew)
	if !ok || a.text(t, "#sign-fp") != link.Fingerprint(keyNew) {
		t.Fatalf("new key %q, fingerprint %q", pubNew, a.text(t, "#sign-fp"))
	}
	a.open(t, s.URL+"calc/mbsz-vsz-2017/time?lang=sr")
	a.example(t)
	a.click(t, "share")
	a.waitJS(t, fmt.Sprintf(`document.getElementById("share-url").value.includes("&sk=%s&sg=")`, pubNew))
	lost := eval[string](t, a, `document.getElementById("share-url").value`)
	newClub := filepath.Join(dir, "club-new.json")
	if err := os.WriteFile(newClub, []byte(`{"format": 1, "club": "BK Novi Sad", "director_keys": {"Ana Kovač": "`+pubNew+`"}}`), 0o644); err != nil {
		t.Fatal(err)
	}

	// the player's fresh phone, with the club file naming A, then offline
	p := newBrowser(t, origin(s))
	p.do(t, chromedp.EmulateViewport(360, 800))
	p.open(t, s.URL+"settings?lang=hu")
	p.waitWorker(t)
	p.do(t, chromedp.SetUploadFiles(chromedp.ID("club-file"), []string{clubPath}))
	p.waitJS(t, `document.getElementById("club-loaded") !== null`)
	if got := p.text(t, "#sign-state"); got != "Ezen a telefonon nincs aláírókulcs." {
		t.Errorf("the player's phone: %q, want %q", got, "Ezen a telefonon nincs aláírókulcs.")
	}
	s.stop()
	p.allow = func(string) bool { return true } // offline: failed requests are expected

	for _, tc := range []struct{ name, link string }{{"calculator", signed}, {"log", logged}} {
		for _, tc2 := range []struct {
			l    msg.Lang
			want string
		}{{msg.HU, "Aláírta: Ana Kovač, akinek a kulcsát a klubfájl megnevezi."}, {msg.SR, "Potpisao: Ana Kovač, čiji ključ navodi fajl kluba."}} {
			l := tc2.l
			p.open(t, tc.link+"&lang="+l.String())
			p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=known]") !== null && document.querySelector("#ruling-check[data-check=matches]") !== null`)
			if got, want := p.text(t, "#ruling-sig"), tc2.want; !strings.HasPrefix(got, want) || !strings.Contains(got, fpA) {
				t.Errorf("%s %s: %q, want %q and %s", tc.name, l, got, want, fpA)
			}
			if w := eval[int](t, p, `document.documentElement.scrollWidth`); w > 360 {
				t.Errorf("%s %s: the receipt is %d px wide at 360 px", tc.name, l, w)
			}
			p.screenshot(t, "sign-receipt-"+tc.name+"-"+l.String()+"-360")
		}
	}

	// the one-page ruling of a signed link says who signed it, and its QR code, at its printed
	// size, reads back to the whole signed link
	p.open(t, signed+"&lang=hu&print=1")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=known]") !== null && document.querySelector("#ruling-qr svg") !== null`)
	printed(t, p, "sign-print-hu", signed)

	// one digit of a fact changed: refused, and the ruling is not shown
	re := regexp.MustCompile(`&se=\d{4}-\d{2}-\d{2}T(\d)`)
	m := re.FindStringSubmatchIndex(signed)
	if m == nil {
		t.Fatalf("no session end in %s", signed)
	}
	d := signed[m[2]]
	nd := byte('1')
	if d == '1' {
		nd = '0'
	}
	changed := signed[:m[2]] + string(nd) + signed[m[2]+1:]
	p.open(t, changed+"&lang=hu")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=bad]") !== null`)
	if got := p.text(t, "#ruling-sig"); got != "Elutasítva: a tornavezető aláírása nem egyezik ezzel a linkkel. Az aláírás után megváltoztatták, vagy az aláírás nem ahhoz a kulcshoz tartozik. Kérje meg a tornavezetőt, hogy küldje el újra a döntést." {
		t.Errorf("changed fact: %q, want %q", got, "Elutasítva: a tornavezető aláírása nem egyezik ezzel a linkkel. Az aláírás után megváltoztatták, vagy az aláírás nem ahhoz a kulcshoz tartozik. Kérje meg a tornavezetőt, hogy küldje el újra a döntést.")
	}
	if eval[bool](t, p, `document.getElementById("ruling-check") !== null || document.getElementById("ruling-deadline") !== null`) {
		t.Error("a refused link still shows its ruling or its deadline")
	}
	p.screenshot(t, "sign-refused-hu-360")

	// the logged case's header, its time, its check and the signature: one character changed
	// in each is refused too
	for _, param := range []string{"c", "at", "ck", "sk", "sg"} {
		i := strings.Index(logged, "&"+param+"=")
		if i < 0 {
			t.Errorf("the logged case's link %s has no %s", logged, param)
			continue
		}
		i += len(param) + 3 // the value's second character
		r := byte('2')
		if logged[i] == '2' {
			r = '3'
		}
		p.open(t, logged[:i]+string(r)+logged[i+1:]+"&lang=hu")
		p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=bad]") !== null`)
		if eval[bool](t, p, `document.getElementById("ruling-check") !== null`) {
			t.Errorf("%s changed: the ruling is still shown", param)
		}
	}

	// the same ruling signed by a key the club file does not name: its fingerprint
	p.open(t, resign(t, signed, privB)+"&lang=hu")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=unknown]") !== null`)
	if got := p.text(t, "#ruling-sig-fp"); got != fpB {
		t.Errorf("unknown key: fingerprint %q, want %q", got, fpB)
	}
	if got := p.text(t, "#ruling-sig"); strings.Contains(got, "Ana") {
		t.Errorf("unknown key: %q names a director", got)
	}
	p.screenshot(t, "sign-unknown-hu-360")

	// the new key is unknown to the club file in force; once the club file lists it instead of
	// the old one, it is A's, and the old key is unknown
	p.open(t, lost+"&lang=hu")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=unknown]") !== null`)
	if got := p.text(t, "#ruling-sig-fp"); got != link.Fingerprint(keyNew) {
		t.Errorf("new key before the club lists it: fingerprint %q, want %q", got, link.Fingerprint(keyNew))
	}
	p.open(t, s.URL+"settings?lang=hu")
	p.do(t, chromedp.SetUploadFiles(chromedp.ID("club-file"), []string{newClub}))
	p.waitJS(t, `document.getElementById("club-loaded") !== null`)
	p.open(t, lost+"&lang=hu")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=known]") !== null`)
	p.open(t, signed+"&lang=hu")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=unknown]") !== null`)
	if got := p.text(t, "#ruling-sig-fp"); got != fpA {
		t.Errorf("old key after the club dropped it: fingerprint %q, want %q", got, fpA)
	}

	// a link without a signature: as before, and it says so
	p.open(t, unsigned+"&lang=hu")
	p.waitJS(t, `document.querySelector("#ruling-sig[data-sig=none]") !== null && document.querySelector("#ruling-check[data-check=matches]") !== null`)
	if got := p.text(t, "#ruling-sig"); got != "Nincs aláírva: a link nem mondja meg, melyik tornavezető hozta a döntést." {
		t.Errorf("unsigned: %q, want %q", got, "Nincs aláírva: a link nem mondja meg, melyik tornavezető hozta a döntést.")
	}
}

// TestKeyFileReadSlowly: on a slow phone the key file is still being read when the director
// taps Import. The import waits for the file, then runs: a wrong passphrase is refused as
// such (not "choose the key file first"), the right one imports the key. A page script
// delays every file read by 1.5 s.
func TestKeyFileReadSlowly(t *testing.T) {
	need(t)
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{0xc3}, ed25519.SeedSize))
	const pass = "sedam-karo-bez-adut"
	keyPath := filepath.Join(t.TempDir(), "arbiter-key.json")
	if err := os.WriteFile(keyPath, keyFile(t, priv, pass), 0o644); err != nil {
		t.Fatal(err)
	}
	s := serve(t, copySite(t), "/")
	a := newBrowser(t, origin(s))
	a.do(t, chromedp.EmulateViewport(360, 800))
	if _, err := chromedp.Call(a.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `(() => {
  const real = FileReader.prototype.readAsText;
  FileReader.prototype.readAsText = function (...args) {
    window.__slowReads = (window.__slowReads || 0) + 1;
    setTimeout(() => real.apply(this, args), 1500);
  };
})();`}); err != nil {
		t.Fatal(err)
	}
	a.open(t, s.URL+"settings?lang=hu")
	a.waitJS(t, `document.getElementById("sign-import") !== null`)
	a.do(t, chromedp.SetUploadFiles(chromedp.ID("sign-file"), []string{keyPath}))
	a.input(t, "sign-inpass", pass+"x")
	a.click(t, "sign-import")
	if eval[bool](t, a, `document.getElementById("sign-err") !== null`) {
		t.Errorf("Import tapped while the file was read: %q at once", a.text(t, "#sign-err"))
	}
	a.waitJS(t, `document.getElementById("sign-err") !== null`)
	if got, want := a.text(t, "#sign-err"), "Ez a jelmondat nem nyitja meg a kulcsfájlt."; got != want {
		t.Errorf("a wrong passphrase while the file was read: %q, want %q", got, want)
	}
	a.input(t, "sign-inpass", pass)
	a.click(t, "sign-import")
	a.waitJS(t, `document.getElementById("sign-fp") !== null`)
	if got, want := a.text(t, "#sign-fp"), link.Fingerprint(priv.Public().(ed25519.PublicKey)); got != want {
		t.Errorf("fingerprint %q, want %q (the key file's)", got, want)
	}
	if n := eval[int](t, a, `window.__slowReads || 0`); n != 1 {
		t.Errorf("the file was read %d times, want 1 (the second try uses the text kept)", n)
	}
}
