//go:build !wasm

package view

import (
	"strings"
	"testing"

	"arbiter/app/internal/apptest"
	"arbiter/engine/msg"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestSigView: each state of a receipt's signature is its own line, translated, marked with
// its state; the refusal is an alert, a known director is named, an unknown key shows its
// fingerprint.
func TestSigView(t *testing.T) {
	const fp = "EC55-XQ18-RBWD-NWPS"
	for _, l := range msg.Langs {
		for _, tc := range []struct {
			c    SigCheck
			want []string
		}{
			{SigCheck{State: sigNone}, []string{`data-sig="none"`, msg.T(l, "app.sign.none")}},
			{SigCheck{State: sigChecking, fp: fp}, []string{`data-sig="checking"`}},
			{SigCheck{State: sigKnown, name: "Ana Kovač", fp: fp}, []string{`data-sig="known"`, "Ana Kovač", fp}},
			{SigCheck{State: sigUnknown, fp: fp}, []string{`data-sig="unknown"`, `id="ruling-sig-fp"`, fp}},
			{SigCheck{State: SigBad, fp: fp}, []string{`data-sig="bad"`, `role="alert"`}},
			{SigCheck{State: sigUncheckable, fp: fp}, []string{`data-sig="unchecked"`}},
		} {
			h := app.HTMLString(SigView(l, tc.c))
			for _, w := range tc.want {
				if !strings.Contains(h, w) {
					t.Errorf("sigView(%s, %s) = %s: want %q", l, tc.c.State, h, w)
				}
			}
			if tc.c.State == SigBad && strings.Contains(h, fp) {
				t.Errorf("sigView(%s, bad) shows a fingerprint as if it meant something: %s", l, h)
			}
			apptest.CheckNoRawKey(t, "sigView "+tc.c.State, h)
		}
	}
}

// TestSignedURLWithoutKey: a phone without a key shares its links as they are, and its share
// box says they are not signed.
func TestSignedURLWithoutKey(t *testing.T) {
	const u = "https://arbiter.example/r?r=K6DmBkrw&at=2026-12-01T20%3A00&ck=3p67zg0d"
	if got := SignedURL(u); got != u {
		t.Errorf("signedURL(%s) = %s without a key, want it unchanged", u, got)
	}
	h := app.HTMLString(ShareSigLine(msg.SR, "share-sig", u))
	if !strings.Contains(h, `data-sig="none"`) || !strings.Contains(h, msg.T(msg.SR, "app.sign.share.none")) {
		t.Errorf("shareSigLine without a key = %s", h)
	}
}
