//go:build wasm

package main

import (
	"testing"

	"arbiter/app/formstate"
	"arbiter/app/view"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Run in headless Chromium by e2e.TestWasmUnit (./build.sh test): the DOM side of the language
// and the engine compiled to wasm behind the form.
func TestDocLangInBrowser(t *testing.T) {
	view.SetDocLang(msg.HU)
	if got := app.Window().Get("document").Get("documentElement").Get("lang").String(); got != "hu" {
		t.Errorf("<html lang> = %q, want hu", got)
	}
	if _, ok := msg.ParseLang(app.Window().Get("navigator").Get("language").String()); !ok {
		t.Log("navigator.language is none of ours: English is used")
	}
}

func TestFormInWasm(t *testing.T) {
	rs, c := rulesets.Calculator("scoring", "scoring.contract")
	if c == nil {
		t.Skip("scoring.contract is not registered yet")
	}
	st := formstate.NewFormState(rs, c, map[string]string{"level": "3", "strain": "N", "tricks": "9"}, msg.SR)
	if st.Res == nil {
		t.Fatalf("no result: %v", st.Errs)
	}
	if got := st.Res.Flat()["score"]; got != 400.0 {
		t.Errorf("3N making: score = %v, want 400", got)
	}
}
