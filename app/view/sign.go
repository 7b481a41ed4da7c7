package view

import (
	"encoding/base64"
	"errors"

	"arbiter/app/internal/browser"
	"arbiter/engine/link"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The director's signature: this phone's key signs the links it shares (from a calculator and
// from the log), a receipt checks the signature of the link it opens, and Settings shows the
// key and its actions. The cryptography is the browser's (web/sign.js through
// app/internal/browser); engine/link says what is signed, engine/club whose key it is.

// Signer is this phone's signing state. The browser's answers set it from their callbacks
// (js/wasm runs one goroutine at a time, and never preempts one), then redraw the watchers:
// a dispatch to a component unmounted meanwhile is dropped, and the state must not be.
var Signer struct {
	asked   bool              // the browser was asked for this phone's key
	Pub     string            // this phone's public key (link.EncodeKey's form), "" when none
	signed  map[string]string // a link → the same link signed
	pending map[string]bool   // links being signed
	watch   []signWatcher     // the components that show a link this phone signs
}

// signWatcher is a component showing a link that the phone signs, redrawn when a signature
// is ready.
type signWatcher struct {
	c   app.Composer
	ctx app.Context
}

// WatchSigned makes c (mounted, with ctx) redraw when a link's signature is ready, and asks the
// browser for this phone's key once.
func WatchSigned(c app.Composer, ctx app.Context) {
	kept := Signer.watch[:0]
	for _, w := range Signer.watch {
		if w.c != c && w.c.Mounted() {
			kept = append(kept, w)
		}
	}
	Signer.watch = append(kept, signWatcher{c, ctx})
	if Signer.asked {
		return
	}
	Signer.asked = true
	browser.SignCurrent(func(pub string, err error) { SetSignKey(pub) })
}

// SetSignKey makes pub this phone's key (after loading, making or importing one): the links
// signed with another key are forgotten, and the watchers redraw.
func SetSignKey(pub string) {
	if pub != Signer.Pub {
		Signer.signed, Signer.pending = nil, nil
	}
	Signer.Pub = pub
	redrawSigned()
}

func redrawSigned() {
	for _, w := range Signer.watch {
		if w.c.Mounted() {
			Dispatch(w.ctx, func(app.Context) {})
		}
	}
}

// SignedURL is u signed with this phone's key when the phone has one and the signature is
// ready; otherwise u, and when the phone has a key the signature is asked for (the watchers
// redraw once it is ready).
func SignedURL(u string) string {
	if Signer.Pub == "" || u == "" {
		return u
	}
	if s, ok := Signer.signed[u]; ok {
		return s
	}
	text, ok := link.SignedText(u)
	if !ok || Signer.pending[u] {
		return u
	}
	if Signer.pending == nil {
		Signer.pending = map[string]bool{}
	}
	if len(Signer.signed) > 64 { // a link a minute (its time): keep the last few
		Signer.signed = nil
	}
	Signer.pending[u] = true
	browser.Sign(text, func(key, sig string, err error) {
		delete(Signer.pending, u)
		if err != nil || key != Signer.Pub {
			return
		}
		s := u + "&" + link.ParamKey + "=" + key + "&" + link.ParamSig + "=" + sig
		if got, st := link.ParseSignature(s); st != link.SigPresent || got.Text != text {
			return
		}
		if Signer.signed == nil {
			Signer.signed = map[string]string{}
		}
		Signer.signed[u] = s
		redrawSigned()
	})
	return u
}

// Fingerprint is the short name of a public key in link.EncodeKey's form ("" when it is none).
func Fingerprint(pub string) string {
	k, ok := link.ParseKey(pub)
	if !ok {
		return ""
	}
	return link.Fingerprint(k)
}

// ShareSigLine says, under a link being shared, whether this phone signs it.
func ShareSigLine(l msg.Lang, id, u string) app.UI {
	if Signer.Pub == "" {
		return El("p.help.share-sig", app.Text(msg.T(l, "app.sign.share.none")+" "), Anchor("a", "/settings#sign", msg.T(l, "app.settings"))).
			ID(id).DataSet("sig", "none")
	}
	if _, st := link.ParseSignature(u); st != link.SigPresent {
		return Tx("p.help.share-sig", msg.T(l, "app.sign.share.wait")).ID(id).DataSet("sig", "wait")
	}
	return Tx("p.help.share-sig", msg.T(l, "app.sign.share.signed", msg.A("fp", Fingerprint(Signer.Pub)))).ID(id).DataSet("sig", "signed")
}

// The states of a receipt's signature.
const (
	sigNone        = "none"      // the link carries no signature
	sigChecking    = "checking"  // the browser is verifying it
	sigKnown       = "known"     // it verifies, and the club file in force names its key
	sigUnknown     = "unknown"   // it verifies, with a key the club file does not name
	SigBad         = "bad"       // it does not verify, or is malformed: refused
	sigUncheckable = "unchecked" // this browser cannot verify it
)

// SigCheck is what a receipt says of the signature of the link it opened.
type SigCheck struct {
	State string
	name  string // the director the club file names (sigKnown)
	fp    string // the key's fingerprint
}

// CheckSignature reads the signature of link raw and, when it has one, has the browser verify
// it; done (on the UI goroutine, with ctx) gets the answer.
func CheckSignature(ctx app.Context, raw string, done func(SigCheck)) SigCheck {
	sig, st := link.ParseSignature(raw)
	switch st {
	case link.SigNone:
		return SigCheck{State: sigNone}
	case link.SigMalformed:
		return SigCheck{State: SigBad}
	}
	c := SigCheck{State: sigChecking, fp: link.Fingerprint(sig.Key)}
	name := ""
	if f, _ := ClubFile(ctx); f != nil {
		name = f.KeyName(sig.KeyText)
	}
	browser.Verify(sig.KeyText, base64.RawURLEncoding.EncodeToString(sig.Sig), sig.Text, func(ok bool, err error) {
		Dispatch(ctx, func(app.Context) {
			r := c
			switch {
			case errors.Is(err, browser.ErrSignUnsupported):
				r.State = sigUncheckable
			case !ok:
				r.State = SigBad
			case name != "":
				r.State, r.name = sigKnown, name
			default:
				r.State = sigUnknown
			}
			done(r)
		})
	})
	return c
}

// SigView is the receipt's line on the director's signature (p#ruling-sig, data-sig its state).
func SigView(l msg.Lang, c SigCheck) app.UI {
	switch c.State {
	case sigKnown:
		return El("p#ruling-sig.check-ok", app.Text(msg.T(l, "app.sign.known", msg.A("name", c.name))+" "), Tx("span.fp", c.fp)).
			DataSet("sig", c.State).Role("status")
	case sigUnknown:
		return El("div#ruling-sig.note",
			Tx("p", msg.T(l, "app.sign.unknown")),
			El("p", app.Text(msg.T(l, "app.sign.fp")+" "), Tx("strong#ruling-sig-fp.fp", c.fp)),
		).DataSet("sig", c.State).Role("status")
	case sigChecking:
		return Tx("p#ruling-sig.muted", msg.T(l, "app.sign.checking")).DataSet("sig", c.State)
	case sigUncheckable:
		return Tx("p#ruling-sig.note", msg.T(l, "app.sign.unchecked")).DataSet("sig", c.State)
	case SigBad:
		return Tx("p#ruling-sig.error", msg.T(l, "app.sign.bad")).DataSet("sig", c.State).Role("alert")
	}
	return Tx("p#ruling-sig.muted", msg.T(l, "app.sign.none")).DataSet("sig", sigNone)
}
