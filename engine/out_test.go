package engine_test

import (
	"math"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

func TestOutText(t *testing.T) {
	msg.Register(map[string]msg.Text{
		"t.calc.val.verdict.warn": {"Warning", "Opomena", "Figyelmeztetés"},
		"val.verdict.warn":        {"Caution (shared)", "Upozorenje", "Intés"},
		"val.verdict.ok":          {"Fine", "U redu", "Rendben"},
	})
	const nb = "\u00a0"
	type langs = [3]string // EN, SR, HU
	same := func(s string) langs { return langs{s, s, s} }
	tests := []struct {
		name string
		o    engine.Out
		want langs
	}{
		// numbers: exactly Prec decimals, the language's separators, the unit's form
		{"VP 2 decimals", engine.Num("vp", 12.5, "vp", 2), langs{"12.50" + nb + "VP", "12,50" + nb + "VP", "12,50" + nb + "VP"}},
		{"pct unit", engine.Num("pct", 55.123, "pct", 2), langs{"55.12" + nb + "%", "55,12" + nb + "%", "55,12" + nb + "%"}},
		{"raw percent", engine.Num("pct", 50, "%", 2), langs{"50.00" + nb + "%", "50,00" + nb + "%", "50,00" + nb + "%"}},
		{"negative, grouped", engine.Num("score", -1100, "points", 0), langs{"−1,100" + nb + "points", "−1.100" + nb + "poena", "−1" + nb + "100" + nb + "pont"}},
		{"rounded half away", engine.Num("imp", 2.345, "imp", 1), langs{"2.3" + nb + "IMP", "2,3" + nb + "IMP", "2,3" + nb + "IMP"}},
		{"trailing zeros kept", engine.Num("ft", 3000, "ft", 0), langs{"3,000" + nb + "Ft", "3.000" + nb + "Ft", "3" + nb + "000" + nb + "Ft"}},
		{"not a number", engine.Num("vp", math.NaN(), "vp", 2), same("—" + nb + "VP")},
		// plural forms: English one/other, Serbian one/few/many (few after a decimal), Hungarian singular
		{"1 board", engine.Num("boards", 1, "boards", 0), langs{"1" + nb + "board", "1" + nb + "bord", "1" + nb + "leosztás"}},
		{"2 boards", engine.Num("boards", 2, "boards", 0), langs{"2" + nb + "boards", "2" + nb + "borda", "2" + nb + "leosztás"}},
		{"5 boards", engine.Num("boards", 5, "boards", 0), langs{"5" + nb + "boards", "5" + nb + "bordova", "5" + nb + "leosztás"}},
		{"11 boards", engine.Num("boards", 11, "boards", 0), langs{"11" + nb + "boards", "11" + nb + "bordova", "11" + nb + "leosztás"}},
		{"21 boards", engine.Num("boards", 21, "boards", 0), langs{"21" + nb + "boards", "21" + nb + "bord", "21" + nb + "leosztás"}},
		{"22 tricks", engine.Num("tricks", 22, "tricks", 0), langs{"22" + nb + "tricks", "22" + nb + "štiha", "22" + nb + "ütés"}},
		{"0 tricks", engine.Num("tricks", 0, "tricks", 0), langs{"0" + nb + "tricks", "0" + nb + "štihova", "0" + nb + "ütés"}},
		{"1 matchpoint shown with decimals", engine.Num("mp", 1, "mp", 2), langs{"1.00" + nb + "matchpoints", "1,00" + nb + "meč-poena", "1,00" + nb + "matchpont"}},
		{"4.8 matchpoints", engine.Num("mp", 4.8, "mp", 1), langs{"4.8" + nb + "matchpoints", "4,8" + nb + "meč-poena", "4,8" + nb + "matchpont"}},
		{"2 bulas", engine.Num("bula", 2, "bula", 0), langs{"2" + nb + "bulas", "2" + nb + "bule", "2" + nb + "bula"}},
		{"1 minute", engine.Num("late", 1, "min", 0), langs{"1" + nb + "min", "1" + nb + "min", "1" + nb + "perc"}},
		// unitless values and an unknown unit
		{"count", engine.Num("n", 3, "count", 0), same("3")},
		{"place", engine.Num("place", 2, "place", 0), same("2")},
		{"no unit, decimals", engine.Num("factor", 0.25, "", 2), langs{"0.25", "0,25", "0,25"}},
		{"unknown unit", engine.Num("x", 2, "furlongs", 0), same("2" + nb + "furlongs")},
		// moments
		{"datetime", engine.DateTimeOut("deadline", 9729*1440+18*60), same("2026-08-21 18:00")},
		{"datetime epoch", engine.DateTimeOut("deadline", 0), same("2000-01-01 00:00")},
		{"datetime before epoch", engine.DateTimeOut("deadline", -30), same("1999-12-31 23:30")},
		{"datetime out of range", engine.DateTimeOut("deadline", 2e10), langs{"20,000,000,000", "20.000.000.000", "20" + nb + "000" + nb + "000" + nb + "000"}},
		// yes/no
		{"true", engine.Bool("vul", true), langs{"yes", "da", "igen"}},
		{"false", engine.Bool("vul", false), langs{"no", "ne", "nem"}},
		{"bool with a unit", engine.Out{Name: "vul", IsB: true, Bool: true, Unit: engine.UnitDateTime}, langs{"yes", "da", "igen"}},
		// codes: the calculator's own text, then the shared one, then the code
		{"code of the calculator", engine.Str("verdict", "warn"), langs{"Warning", "Opomena", "Figyelmeztetés"}},
		{"shared code", engine.Str("verdict", "ok"), langs{"Fine", "U redu", "Rendben"}},
		{"unknown code", engine.Str("verdict", "other"), same("other")},
		{"code with a unit", engine.Out{Name: "verdict", Str: "ok", Unit: engine.UnitDateTime, Num: 5}, langs{"Fine", "U redu", "Rendben"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
				if got := tt.o.Text(l, "t.calc"); got != tt.want[i] {
					t.Errorf("%+v.Text(%s, t.calc) = %q, want %q", tt.o, l, got, tt.want[i])
				}
			}
		})
	}
	// another calculator does not see t.calc's text, only the shared one
	if got := engine.Str("verdict", "warn").Text(msg.EN, "other.calc"); got != "Caution (shared)" {
		t.Errorf("Str(verdict, warn).Text(en, other.calc) = %q, want the shared val.verdict.warn", got)
	}
}

func TestOutLabel(t *testing.T) {
	msg.Register(map[string]msg.Text{
		"test.outlabel.out.special": {"Special", "Posebno", "Különleges"},
	})
	tests := []struct {
		lang       msg.Lang
		calc, name string
		want       string
	}{
		{msg.SR, "test.outlabel", "special", "Posebno"}, // the calculator's own
		{msg.EN, "test.outlabel", "imp", "IMPs"},        // the shared out.imp
		{msg.EN, "test.outlabel", "zzz", "zzz"},         // none: the name
	}
	for _, tt := range tests {
		if got := engine.OutLabel(tt.lang, tt.calc, tt.name); got != tt.want {
			t.Errorf("OutLabel(%v, %q, %q) = %q, want %q", tt.lang, tt.calc, tt.name, got, tt.want)
		}
	}
}
