package view

import (
	"encoding/base64"

	"arbiter/engine"
	"arbiter/engine/club"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// bakedClub is the club file baked into this build (CLUB_FILE=club.json ./build.sh build), as
// base64 of its JSON: build.sh validates it with engine/club and sets it with
// -ldflags "-X arbiter/app/view.bakedClub=…" in both the wasm and the generator, so the pre-rendered pages
// and the app carry it without fetching anything.
var bakedClub = ""

const (
	keyClub         = "arbiter.club"            // localStorage: the JSON text of the club file loaded on this device
	KeyRuleset      = "arbiter.ruleset"         // localStorage: the ruleset last picked on the home screen
	KeyDefaultRules = "arbiter.ruleset.default" // localStorage: the default ruleset chosen in Settings
)

// clubCache is the club file in force: the one loaded on this device, else the baked one.
var clubCache struct {
	loaded bool
	file   *club.File
	device bool // it came from this device (Settings), not from the build
}

// Baked decodes the build's club file (nil when there is none).
func Baked() *club.File {
	if bakedClub == "" {
		return nil
	}
	b, err := base64.StdEncoding.DecodeString(bakedClub)
	if err != nil {
		return nil
	}
	f, err := club.Decode(b)
	if err != nil {
		return nil
	}
	return f
}

// ClubFile returns the club file in force (nil when none) and whether it was loaded on this
// device. The device's file is read once from localStorage, then kept.
func ClubFile(ctx app.Context) (*club.File, bool) { return ClubFileIn(ctx.LocalStorage()) }

// ClubFileIn is clubFile reading the device's storage st (nil: none).
func ClubFileIn(st app.BrowserStorage) (*club.File, bool) {
	if !clubCache.loaded {
		if st == nil {
			return Baked(), false // nothing read yet: do not cache without the device's file
		}
		clubCache.loaded = true
		clubCache.file, clubCache.device = Baked(), false
		var text string
		if err := st.Get(keyClub, &text); err == nil && text != "" {
			if f, err := club.Decode([]byte(text)); err == nil {
				clubCache.file, clubCache.device = f, true
			}
		}
	}
	return clubCache.file, clubCache.device
}

// SetDeviceClub keeps text (already validated) as this device's club file; "" removes it, so
// the baked file (if any) is in force again.
func SetDeviceClub(ctx app.Context, text string) {
	if text == "" {
		ctx.LocalStorage().Del(keyClub)
	} else {
		ctx.LocalStorage().Set(keyClub, text)
	}
	clubCache.loaded = false
	ClubFileIn(ctx.LocalStorage())
}

// DecodeClub validates a club file's text; the error names the key at fault.
func DecodeClub(text []byte) (*club.File, *engine.Error) {
	f, err := club.Decode(text)
	if err != nil {
		if e, ok := err.(*engine.Error); ok {
			return nil, e
		}
		return nil, engine.Errorf(engine.EINVALID, "%v", err)
	}
	return f, nil
}

// PickRuleset returns the ruleset to show: the last one picked, else the default chosen in
// Settings, else the club file's, else the UI language's (rulesets.DefaultFor).
func PickRuleset(ctx app.Context, l msg.Lang) *engine.Ruleset {
	return pickRulesetIn(ctx.LocalStorage(), l)
}

func pickRulesetIn(st app.BrowserStorage, l msg.Lang) *engine.Ruleset {
	if rs := StoredRuleset(st, KeyRuleset); rs != nil {
		return rs
	}
	return defaultRulesetIn(st, l)
}

func defaultRulesetIn(st app.BrowserStorage, l msg.Lang) *engine.Ruleset {
	if rs := ChosenRulesetIn(st); rs != nil {
		return rs
	}
	return rulesets.Get(rulesets.DefaultFor(l))
}

// ChosenRulesetIn is the default regulation the device (Settings) or the club file chose, nil
// when neither did: then the UI language picks it.
func ChosenRulesetIn(st app.BrowserStorage) *engine.Ruleset {
	if rs := StoredRuleset(st, KeyDefaultRules); rs != nil {
		return rs
	}
	if f, _ := ClubFileIn(st); f != nil {
		return rulesets.Get(f.DefaultRuleset)
	}
	return nil
}

// StoredRuleset is the ruleset whose ID localStorage key k holds, nil when none.
func StoredRuleset(st app.BrowserStorage, k string) *engine.Ruleset {
	var id string
	if st == nil || st.Get(k, &id) != nil {
		return nil
	}
	return rulesets.Get(id)
}

// ClubValuesOf returns f's values for ruleset rs (nil when none).
func ClubValuesOf(f *club.File, rs *engine.Ruleset) map[string]float64 {
	if f == nil || rs == nil {
		return nil
	}
	return f.Overrides(rs.ID)
}
