package main

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

// signer is this phone's signing state. The browser's answers set it from their callbacks
// (js/wasm runs one goroutine at a time, and never preempts one), then redraw the watchers:
// a dispatch to a component unmounted meanwhile is dropped, and the state must not be.
var signer struct {
	asked   bool              // the browser was asked for this phone's key
	pub     string            // this phone's public key (link.EncodeKey's form), "" when none
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

// watchSigned makes c (mounted, with ctx) redraw when a link's signature is ready, and asks the
// browser for this phone's key once.
func watchSigned(c app.Composer, ctx app.Context) {
	kept := signer.watch[:0]
	for _, w := range signer.watch {
		if w.c != c && w.c.Mounted() {
			kept = append(kept, w)
		}
	}
	signer.watch = append(kept, signWatcher{c, ctx})
	if signer.asked {
		return
	}
	signer.asked = true
	browser.SignCurrent(func(pub string, err error) { setSignKey(pub) })
}

// setSignKey makes pub this phone's key (after loading, making or importing one): the links
// signed with another key are forgotten, and the watchers redraw.
func setSignKey(pub string) {
	if pub != signer.pub {
		signer.signed, signer.pending = nil, nil
	}
	signer.pub = pub
	redrawSigned()
}

func redrawSigned() {
	for _, w := range signer.watch {
		if w.c.Mounted() {
			dispatch(w.ctx, func(app.Context) {})
		}
	}
}

// signedURL is u signed with this phone's key when the phone has one and the signature is
// ready; otherwise u, and when the phone has a key the signature is asked for (the watchers
// redraw once it is ready).
func signedURL(u string) string {
	if signer.pub == "" || u == "" {
		return u
	}
	if s, ok := signer.signed[u]; ok {
		return s
	}
	text, ok := link.SignedText(u)
	if !ok || signer.pending[u] {
		return u
	}
	if signer.pending == nil {
		signer.pending = map[string]bool{}
	}
	if len(signer.signed) > 64 { // a link a minute (its time): keep the last few
		signer.signed = nil
	}
	signer.pending[u] = true
	browser.Sign(text, func(key, sig string, err error) {
		delete(signer.pending, u)
		if err != nil || key != signer.pub {
			return
		}
		s := u + "&" + link.ParamKey + "=" + key + "&" + link.ParamSig + "=" + sig
		if got, st := link.ParseSignature(s); st != link.SigPresent || got.Text != text {
			return
		}
		if signer.signed == nil {
			signer.signed = map[string]string{}
		}
		signer.signed[u] = s
		redrawSigned()
	})
	return u
}

// fingerprint is the short name of a public key in link.EncodeKey's form ("" when it is none).
func fingerprint(pub string) string {
	k, ok := link.ParseKey(pub)
	if !ok {
		return ""
	}
	return link.Fingerprint(k)
}

// shareSigLine says, under a link being shared, whether this phone signs it.
func shareSigLine(l msg.Lang, id, u string) app.UI {
	if signer.pub == "" {
		return el("p.help.share-sig", app.Text(msg.T(l, "app.sign.share.none")+" "), anchor("a", "/settings#sign", msg.T(l, "app.settings"))).
			ID(id).DataSet("sig", "none")
	}
	if _, st := link.ParseSignature(u); st != link.SigPresent {
		return tx("p.help.share-sig", msg.T(l, "app.sign.share.wait")).ID(id).DataSet("sig", "wait")
	}
	return tx("p.help.share-sig", msg.T(l, "app.sign.share.signed", msg.A("fp", fingerprint(signer.pub)))).ID(id).DataSet("sig", "signed")
}

// The states of a receipt's signature.
const (
	sigNone        = "none"      // the link carries no signature
	sigChecking    = "checking"  // the browser is verifying it
	sigKnown       = "known"     // it verifies, and the club file in force names its key
	sigUnknown     = "unknown"   // it verifies, with a key the club file does not name
	sigBad         = "bad"       // it does not verify, or is malformed: refused
	sigUncheckable = "unchecked" // this browser cannot verify it
)

// sigCheck is what a receipt says of the signature of the link it opened.
type sigCheck struct {
	state string
	name  string // the director the club file names (sigKnown)
	fp    string // the key's fingerprint
}

// checkSignature reads the signature of link raw and, when it has one, has the browser verify
// it; done (on the UI goroutine, with ctx) gets the answer.
func checkSignature(ctx app.Context, raw string, done func(sigCheck)) sigCheck {
	sig, st := link.ParseSignature(raw)
	switch st {
	case link.SigNone:
		return sigCheck{state: sigNone}
	case link.SigMalformed:
		return sigCheck{state: sigBad}
	}
	c := sigCheck{state: sigChecking, fp: link.Fingerprint(sig.Key)}
	name := ""
	if f, _ := clubFile(ctx); f != nil {
		name = f.KeyName(sig.KeyText)
	}
	browser.Verify(sig.KeyText, base64.RawURLEncoding.EncodeToString(sig.Sig), sig.Text, func(ok bool, err error) {
		dispatch(ctx, func(app.Context) {
			r := c
			switch {
			case errors.Is(err, browser.ErrSignUnsupported):
				r.state = sigUncheckable
			case !ok:
				r.state = sigBad
			case name != "":
				r.state, r.name = sigKnown, name
			default:
				r.state = sigUnknown
			}
			done(r)
		})
	})
	return c
}

// sigView is the receipt's line on the director's signature (p#ruling-sig, data-sig its state).
func sigView(l msg.Lang, c sigCheck) app.UI {
	switch c.state {
	case sigKnown:
		return el("p#ruling-sig.check-ok", app.Text(msg.T(l, "app.sign.known", msg.A("name", c.name))+" "), tx("span.fp", c.fp)).
			DataSet("sig", c.state).Role("status")
	case sigUnknown:
		return el("div#ruling-sig.note",
			tx("p", msg.T(l, "app.sign.unknown")),
			el("p", app.Text(msg.T(l, "app.sign.fp")+" "), tx("strong#ruling-sig-fp.fp", c.fp)),
		).DataSet("sig", c.state).Role("status")
	case sigChecking:
		return tx("p#ruling-sig.muted", msg.T(l, "app.sign.checking")).DataSet("sig", c.state)
	case sigUncheckable:
		return tx("p#ruling-sig.note", msg.T(l, "app.sign.unchecked")).DataSet("sig", c.state)
	case sigBad:
		return tx("p#ruling-sig.error", msg.T(l, "app.sign.bad")).DataSet("sig", c.state).Role("alert")
	}
	return tx("p#ruling-sig.muted", msg.T(l, "app.sign.none")).DataSet("sig", sigNone)
}
