package engine_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
)

func TestErrorText(t *testing.T) {
	tests := []struct {
		err  *engine.Error
		want string
	}{
		{engine.Errorf(engine.EINTERNAL, "boom %d", 1), "EINTERNAL: boom 1"},
		{engine.Invalid("tricks", 0, 13), "EINVALID: tricks: Tricks taken by declarer: enter a value from 0 to 13."},
		{engine.InvalidKey("x", "no.such.key"), "EINVALID: x: no.such.key"},
		{&engine.Error{Code: engine.ENOTFOUND, Err: errors.New("gone")}, "ENOTFOUND: gone"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestErrorMessage(t *testing.T) {
	e := engine.Invalid("tricks", 0, 13)
	for lang, want := range map[msg.Lang]string{
		msg.EN: "Tricks taken by declarer: enter a value from 0 to 13.",
		msg.SR: "Štihovi izvođača: unesite vrednost od 0 do 13.",
		msg.HU: "A felvevő ütései: 0 és 13 közötti értéket adjon meg.",
	} {
		if got := e.Message(lang); got != want {
			t.Errorf("Message(%v) = %q, want %q", lang, got, want)
		}
	}
	d := engine.Errorf(engine.EINVALID, "detail only")
	if got := d.Message(msg.HU); got != "detail only" {
		t.Errorf("Message of a detail-only error = %q", got)
	}
	if got := (&engine.Error{Code: engine.EINTERNAL}).Message(msg.SR); got != msg.T(msg.SR, "err.generic") {
		t.Errorf("Message of a bare error = %q, want err.generic", got)
	}
}

func TestErrorCode(t *testing.T) {
	inner := engine.Invalid("board", 1, 16)
	tests := []struct {
		err  error
		want engine.Code
	}{
		{nil, ""},
		{errors.New("plain"), engine.EINTERNAL},
		{inner, engine.EINVALID},
		{fmt.Errorf("wrapped: %w", inner), engine.EINVALID},
		{engine.ErrorList{engine.Errorf(engine.ENOTFOUND, "x"), inner}, engine.ENOTFOUND},
	}
	for _, tt := range tests {
		if got := engine.ErrorCode(tt.err); got != tt.want {
			t.Errorf("ErrorCode(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
	if !errors.Is(&engine.Error{Err: errTest}, errTest) {
		t.Error("errors.Is does not see the wrapped error")
	}
}

var errTest = errors.New("test")

func TestErrorList(t *testing.T) {
	var l engine.ErrorList
	if l.Err() != nil || l.Error() != "no errors" {
		t.Errorf("empty list: Err() = %v, Error() = %q", l.Err(), l.Error())
	}
	l = append(l, engine.Invalid("a", 1, 2), engine.Invalid("b", 1, 2), engine.Invalid("c", 1, 2))
	if !strings.HasSuffix(l.Error(), "(and 2 more errors)") {
		t.Errorf("Error() = %q", l.Error())
	}
	var e *engine.Error
	if !errors.As(l.Err(), &e) || e.Field != "a" {
		t.Errorf("errors.As(list) = %v, want the first error", e)
	}
}

func TestFieldCheck(t *testing.T) {
	tests := []struct {
		f   engine.Field
		v   []int64
		key string // "" = valid
	}{
		{engine.Field{Name: "n", Kind: engine.KInt, Min: 1, Max: 7}, []int64{7}, ""},
		{engine.Field{Name: "n", Kind: engine.KInt, Min: 1, Max: 7}, []int64{8}, "err.number"},
		{engine.Field{Name: "n", Kind: engine.KInt, Min: 1, Max: 7}, nil, "err.required"},
		{engine.Field{Name: "n", Kind: engine.KInt, Min: 1, Max: 7, Optional: true}, nil, ""},
		{engine.Field{Name: "n", Kind: engine.KInt, Min: 1, Max: 7}, []int64{1, 2}, "err.required"},
		{engine.Field{Name: "d", Kind: engine.KDecimal, Prec: 2, Min: 0, Max: 100}, []int64{101}, "err.decimal"},
		{engine.Field{Name: "e", Kind: engine.KEnum, Options: []string{"a", "b"}}, []int64{2}, "err.enum"},
		{engine.Field{Name: "b", Kind: engine.KBool}, []int64{2}, "err.bool"},
		{engine.Field{Name: "h", Kind: engine.KBridgeHand}, []int64{1<<13 - 1}, ""},
		{engine.Field{Name: "h", Kind: engine.KBridgeHand}, []int64{1<<12 - 1}, "err.hand"},
		{engine.Field{Name: "h", Kind: engine.KBridgeHand}, []int64{1 << 52}, "err.hand"},
		{engine.Field{Name: "p", Kind: engine.KPrefHand}, []int64{1<<10 - 1}, ""},
		{engine.Field{Name: "p", Kind: engine.KPrefHand}, []int64{(1<<10 - 1) << 30}, "err.hand"},
		{engine.Field{Name: "c", Kind: engine.KCard}, []int64{52}, "err.card"},
		{engine.Field{Name: "c", Kind: engine.KPrefCard}, []int64{32}, "err.card"},
		{engine.Field{Name: "t", Kind: engine.KDateTime, Min: 0, Max: 10}, []int64{11}, "err.range"},
		{engine.Field{Name: "x", Kind: engine.KEntry}, []int64{engine.EntryCodes}, "err.entry"},
		{engine.Field{Name: "l", Kind: engine.KIntList, Min: 0, Max: 9, MaxItems: 2}, nil, ""},
		{engine.Field{Name: "l", Kind: engine.KIntList, Min: 0, Max: 9, MinItems: 1}, nil, "err.list.min"},
		{engine.Field{Name: "l", Kind: engine.KIntList, Min: 0, Max: 9, MaxItems: 2}, []int64{1, 2, 3}, "err.list"},
		{engine.Field{Name: "l", Kind: engine.KIntList, Min: 0, Max: 9, MinItems: 3, MaxItems: 3}, []int64{1, 2}, "err.list.exact"},
		{engine.Field{Name: "l", Kind: engine.KIntList, Min: 0, Max: 9}, []int64{1, 10}, "err.number"},
		{engine.Field{Name: "l", Kind: engine.KEntryList}, []int64{0, -1}, "err.entry"},
	}
	for _, tt := range tests {
		err := tt.f.Check(tt.v)
		switch {
		case tt.key == "" && err != nil:
			t.Errorf("%s(%v).Check(%v) = %v, want nil", tt.f.Name, tt.f.Kind, tt.v, err)
		case tt.key != "" && (err == nil || err.Key != tt.key || err.Field != tt.f.Name || err.Code != engine.EINVALID):
			t.Errorf("%s(%v).Check(%v) = %v, want EINVALID %s", tt.f.Name, tt.f.Kind, tt.v, err, tt.key)
		}
		if err != nil && !msg.Has(err.Key) {
			t.Errorf("%s: key %s has no text", tt.f.Name, err.Key)
		}
	}
	f := engine.Field{Name: "vul", Kind: engine.KInt, Min: 0, Max: 1}
	if got, want := f.Check([]int64{5}).Message(msg.EN), "Declarer vulnerable: enter a whole number from 0 to 1."; got != want {
		t.Errorf("Check message = %q, want %q", got, want)
	}
}

func TestKindString(t *testing.T) {
	if s := engine.KEntryList.String(); s != "entry-list" {
		t.Errorf("KEntryList = %q", s)
	}
	if s := engine.Kind(99).String(); s != "%!Kind(99)" {
		t.Errorf("Kind(99) = %q", s)
	}
}

func TestParamsAndRun(t *testing.T) {
	rs := &engine.Ruleset{ID: "t", Version: 2, Params: []engine.Param{
		{Key: "a", Value: 1, History: []engine.ParamChange{{Version: 2, Value: 5}, {Version: 3, Value: 9}}},
		{Key: "b", Value: 10},
	}}
	if v := rs.Param("a").At(1); v != 1 {
		t.Errorf("At(1) = %v, want 1", v)
	}
	if v := rs.Param("a").At(3); v != 9 {
		t.Errorf("At(3) = %v, want 9", v)
	}
	c := &engine.Calculator{
		ID:     "t.sum",
		Rules:  []string{"t.rule"},
		Inputs: engine.Schema{{Name: "n", Kind: engine.KInt, Min: 0, Max: 10, Default: []int64{3}}},
		Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
			v := p.F("a") + p.F("b") + float64(in.Int("n"))
			if in.Int("n") == 10 {
				p.F("nope")
			}
			return &engine.Result{Parties: []engine.Party{{Role: "each", Outs: []engine.Out{engine.Num("sum", v, "", 0), engine.Str("verdict", "ok")}}}}, nil
		},
	}
	p := engine.NewParams(rs, map[string]float64{"b": 100})
	res, err := c.Run(p, c.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Flat()["each.sum"]; got != 108.0 {
		t.Errorf("sum = %v, want 108 (a at version 2 = 5, b overridden = 100, n = 3)", got)
	}
	if got := res.Flat()["verdict"]; got != "ok" {
		t.Errorf("verdict = %v", got)
	}
	if len(res.Club) != 1 || res.Club[0] != "b" || res.Calculator != "t.sum" || res.Ruleset != "t" || res.DataVersion != 2 || res.Rules[0] != "t.rule" {
		t.Errorf("result metadata = %+v", res)
	}
	// an invalid input is EINVALID, a calculator panic is EINTERNAL, never a panic
	if _, err := c.Run(p, engine.Values{{11}}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Run(n=11) error = %v, want EINVALID", err)
	}
	if _, err := c.Run(p, engine.Values{{10}}); engine.ErrorCode(err) != engine.EINTERNAL {
		t.Errorf("Run(n=10) error = %v, want EINTERNAL", err)
	}
	if _, err := c.Run(p, engine.Values{}); engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("Run(no values) error = %v, want EINVALID", err)
	}
}

// TestErrorMessageOf: engine.ErrorMessage for every kind of error the app shows, in the three
// languages, without a fallback and with one.
func TestErrorMessageOf(t *testing.T) {
	// Invalid from a calculator: Run names the field by its own label (field.minutes), not by
	// its name.
	c := &engine.Calculator{ID: "t.late", Inputs: engine.Schema{
		{Name: "late", Label: "field.minutes", Kind: engine.KInt, Min: 0, Max: 99, Default: []int64{1}},
	}, Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
		return nil, engine.Invalid("late", 0, 60)
	}}
	_, labelled := c.Run(engine.NewParams(&engine.Ruleset{ID: "t", Version: 1}, nil), engine.Values{{70}})
	_, _, linkURL := link.ParseURL("https://x.test/r")
	logList := eventlog.CheckEvent(nil, &eventlog.Event{ID: "e1", Date: "2026-03-01", Ruleset: "zz",
		Kind: eventlog.Pairs, Form: eventlog.FormMP}, "event")
	invalid := engine.Invalid("tricks", 0, 13)
	required := engine.InvalidKey("board", "err.required")
	linkInput := &engine.Error{Code: engine.EINVALID, Field: "tricks", Key: link.KeyInput,
		Args: []msg.Arg{msg.A("field", msg.FieldRef("tricks"))}}
	unknownKey := &engine.Error{Code: engine.EINVALID, Key: "no.such.key", Detail: "English detail",
		Args: []msg.Arg{msg.A("field", msg.FieldRef("tricks"))}}
	detailOnly := engine.Errorf(engine.EINTERNAL, "calculator x: boom")
	plain := errors.New("plain failure")
	type langs = [3]string // EN, SR, HU
	var (
		wantInvalid  = langs{"Tricks taken by declarer: enter a value from 0 to 13.", "Štihovi izvođača: unesite vrednost od 0 do 13.", "A felvevő ütései: 0 és 13 közötti értéket adjon meg."}
		wantRequired = langs{"Board number: this field is required.", "Broj borda: ovo polje je obavezno.", "Leosztás száma: ez a mező kötelező."}
		wantURL      = langs{"No ruling code was found in this link. Paste the whole link or just its code.", "U ovom linku nije pronađen kod sudijske odluke. Nalepite ceo link ili samo njegov kod.", "Ebben a linkben nincs döntéskód. Illessze be a teljes linket vagy csak a kódját."}
		wantInput    = langs{"This ruling link holds a value for “Tricks taken by declarer” that the calculation does not accept.", "Ovaj link sudijske odluke sadrži vrednost za „Štihovi izvođača“ koju obračun ne prihvata.", "Ez a döntéslink olyan értéket tartalmaz ehhez: „A felvevő ütései”, amelyet a számítás nem fogad el."}
		wantMalform  = langs{"This is not a valid ruling link: the code is damaged or incomplete. Ask the director to send it again.", "Ovo nije ispravan link sudijske odluke: kod je oštećen ili nepotpun. Zamolite sudiju da ga pošalje ponovo.", "Ez nem érvényes döntéslink: a kód sérült vagy hiányos. Kérje meg a tornavezetőt, hogy küldje el újra."}
		wantGeneric  = langs{"This input cannot be used.", "Ovaj unos nije moguće koristiti.", "Ez a bevitel nem használható."}
		wantLog      = langs{
			"The value at event.name is not valid. The rules named at event.ruleset are not in this version of the app.",
			"Vrednost na mestu event.name nije ispravna. Pravilnik naveden na mestu event.ruleset ne postoji u ovoj verziji aplikacije.",
			"Érvénytelen érték ezen a helyen: event.name. Az itt megadott szabályzat nincs meg az alkalmazás ezen verziójában: event.ruleset.",
		}
		same = func(s string) langs { return langs{s, s, s} }
	)
	tests := []struct {
		name     string
		err      error
		fallback string
		want     langs
	}{
		{"nil", nil, "", same("")},
		{"nil with fallback", nil, link.KeyMalformed, same("")},
		{"Invalid", invalid, "", wantInvalid},
		{"Invalid with fallback", invalid, link.KeyMalformed, wantInvalid},
		{"Invalid with field label", labelled, "", langs{"Minutes: enter a value from 0 to 60.", "Minuti: unesite vrednost od 0 do 60.", "Perc: 0 és 60 közötti értéket adjon meg."}},
		{"InvalidKey", required, "", wantRequired},
		{"link error", linkURL, "", wantURL},
		{"link error with field", linkInput, link.KeyMalformed, wantInput},
		{"eventlog errors with args", logList, "", wantLog},
		{"ErrorList", engine.ErrorList{invalid, required}, "", langs{wantInvalid[0] + " " + wantRequired[0], wantInvalid[1] + " " + wantRequired[1], wantInvalid[2] + " " + wantRequired[2]}},
		{"empty ErrorList", engine.ErrorList{}, "", same("no errors")},
		{"empty ErrorList with fallback", engine.ErrorList{}, link.KeyMalformed, wantMalform},
		{"wrapped Error", fmt.Errorf("open: %w", invalid), "", wantInvalid},
		{"wrapped ErrorList", fmt.Errorf("import: %w", logList), "", wantLog},
		{"Error wrapping an Error", &engine.Error{Code: engine.EINVALID, Key: link.KeyURL, Err: invalid}, "", wantURL},
		{"unknown key", unknownKey, "", same("English detail")},
		{"unknown key with fallback", unknownKey, link.KeyInput, wantInput},
		{"detail only", detailOnly, "", same("calculator x: boom")},
		{"detail only with fallback", detailOnly, link.KeyMalformed, wantMalform},
		{"bare Error", &engine.Error{Code: engine.EINTERNAL}, "", wantGeneric},
		{"plain error", plain, "", same("plain failure")},
		{"plain error with fallback", plain, link.KeyURL, wantURL},
		{"wrapped plain error", fmt.Errorf("save: %w", plain), "", same("save: plain failure")},
		{"plain error without text", errors.New(""), "", wantGeneric},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
				if got := engine.ErrorMessage(tt.err, l, tt.fallback); got != tt.want[i] {
					t.Errorf("ErrorMessage(%v, %s, %q) = %q, want %q", tt.err, l, tt.fallback, got, tt.want[i])
				}
			}
		})
	}
	// Message is ErrorMessage without a fallback.
	for _, e := range []*engine.Error{invalid, required, linkInput, unknownKey, detailOnly, {}} {
		for _, l := range msg.Langs {
			if got, want := e.Message(l), engine.ErrorMessage(e, l, ""); got != want {
				t.Errorf("(%v).Message(%s) = %q, ErrorMessage = %q", e, l, got, want)
			}
		}
	}
}

func TestErrors(t *testing.T) {
	a, b := engine.Invalid("a", 1, 2), engine.Invalid("b", 1, 2)
	for _, tt := range []struct {
		name string
		err  error
		want engine.ErrorList
	}{
		{"nil", nil, nil},
		{"plain", errors.New("x"), nil},
		{"one", a, engine.ErrorList{a}},
		{"wrapped one", fmt.Errorf("w: %w", a), engine.ErrorList{a}},
		{"list", engine.ErrorList{a, b}, engine.ErrorList{a, b}},
		{"wrapped list", fmt.Errorf("w: %w", engine.ErrorList{b, a}), engine.ErrorList{b, a}},
	} {
		got := engine.Errors(tt.err)
		if len(got) != len(tt.want) {
			t.Errorf("Errors(%s) = %v, want %v", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("Errors(%s)[%d] = %v, want %v", tt.name, i, got[i], tt.want[i])
			}
		}
	}
}
