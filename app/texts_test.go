//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/app/calcform"
	"arbiter/app/formstate"
	"arbiter/app/homepage"
	"arbiter/app/internal/apptest"
	"arbiter/app/internal/browser"
	"arbiter/app/paths"
	"arbiter/app/rules"
	"arbiter/app/settings"
	"arbiter/engine"
	"arbiter/engine/club"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The check itself catches a raw key.
func TestRawKeyPattern(t *testing.T) {
	for _, s := range []string{"calc.vsz.cross-imp", "Verdict: vsz.seating-error.val.verdict.penalty", "nsbk.f.minutes", "<dd>val.verdict.penalty</dd>"} {
		if !apptest.RawKey.MatchString(apptest.VisibleText(s)) {
			t.Errorf("rawKey misses %q", s)
		}
	}
	for _, s := range []string{"Rule nsbk.lateness (point 1)", "lateness.pct_per_minute", "vsz.14D", "This is the rule. Out. Calc."} {
		if m := apptest.RawKey.FindString(apptest.VisibleText(s)); m != "" {
			t.Errorf("rawKey matches %q in %q", m, s)
		}
	}
}

// variants returns the calculator's inputs to render: the defaults, then each enum option and
// each yes/no answer in turn, so that most coded values and steps appear.
func variants(c *engine.Calculator) []map[string]string {
	out := []map[string]string{nil}
	for _, f := range c.Inputs {
		switch f.Kind {
		case engine.KEnum:
			for _, o := range f.Options {
				out = append(out, map[string]string{f.Name: o})
			}
		case engine.KBool:
			out = append(out, map[string]string{f.Name: "1"}, map[string]string{f.Name: "0"})
		}
	}
	return out
}

// TestNoRawKeys renders every screen natively in every language (the home screen for each
// ruleset, every calculator with its defaults and enum/yes-no variants, the rules browser,
// Settings with a club file) and fails on any message key shown instead of its text.
func TestNoRawKeys(t *testing.T) {
	f, err := club.Decode([]byte(`{"format":1,"club":"BK Test","default_ruleset":"nsbk","default_language":"sr","overrides":{"nsbk":{"lateness.pct_per_minute":5}}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range msg.Langs {
		for _, rs := range rulesets.All() {
			h := homepage.Drawn(l, rs.ID, "BK Test")
			apptest.CheckNoRawKey(t, "home "+rs.ID+" "+l.String(), app.HTMLString(h.Render()))
		}
		r := rules.Drawn(l)
		apptest.CheckNoRawKey(t, "rules "+l.String(), app.HTMLString(r.Render()))
		s := settings.Drawn(l, "nsbk", f, true, "v1", browser.StorageInfo{Known: true, Usage: 2e6, Quota: 1e9}, engine.Errorf(engine.EINVALID, "x"))
		apptest.CheckNoRawKey(t, "settings "+l.String(), app.HTMLString(s.Render()))
		all, _ := paths.Screens()
		for _, sc := range all {
			for _, q := range variants(sc.Calc) {
				cf := &calcform.CalcForm{Lang: l, RS: sc.RS, Calc: sc.Calc}
				*cf.State() = formstate.NewFormStateClub(sc.RS, sc.Calc, q, l, f.Overrides(sc.RS.ID))
				apptest.CheckNoRawKey(t, sc.Calc.ID+" "+l.String()+" "+strings.TrimSpace(strings.Repeat(" ", 0)+mapString(q)), app.HTMLString(cf.Render()))
			}
		}
	}
}

func mapString(m map[string]string) string {
	var parts []string
	for k, v := range m {
		parts = append(parts, k+"="+v)
	}
	return strings.Join(parts, ",")
}

// TestRuleSummaries: every rule of every ruleset has its summary in the three languages.
func TestRuleSummaries(t *testing.T) {
	for _, rs := range paths.Groups() {
		for i := range rs.Rules {
			r := &rs.Rules[i]
			tx, ok := msg.Lookup(rules.RuleSummaryKey(r))
			if !ok || tx.En == "" || tx.Sr == "" || tx.Hu == "" {
				t.Errorf("%s: rule %s has no summary %s in every language", rs.ID, r.ID, rules.RuleSummaryKey(r))
			}
		}
	}
}

// TestNoSeedCopyApp fails if any 8-word sequence of a seed text (SEEDS_DIR, default
// ../../shared/seeds from app/) appears in any app.* message in any language; case,
// punctuation and spacing do not count.
func TestNoSeedCopyApp(t *testing.T) {
	dir := os.Getenv("SEEDS_DIR")
	explicit := dir != ""
	if !explicit {
		dir = filepath.Join("..", "..", "shared", "seeds")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		if explicit {
			t.Fatalf("SEEDS_DIR=%s: no *.txt seed texts", dir)
		}
		t.Skipf("no seed texts in %s (set SEEDS_DIR)", dir)
	}
	words := regexp.MustCompile(`[\p{L}\p{M}\p{N}]+`)
	split := func(s string) []string { return words.FindAllString(strings.ToLower(s), -1) }
	const n = 8
	seed := map[string]string{}
	var probe string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		w := split(string(b))
		for i := 0; i+n <= len(w); i++ {
			seed[strings.Join(w[i:i+n], " ")] = filepath.Base(f)
		}
		if probe == "" && len(w) >= n {
			probe = "„" + strings.ToUpper(strings.Join(w[:n], ", ")) + "!”"
		}
	}
	// the check catches a seed sequence written with other case and punctuation
	check := func(s string) (string, string) {
		w := split(s)
		for i := 0; i+n <= len(w); i++ {
			seq := strings.Join(w[i:i+n], " ")
			if f := seed[seq]; f != "" {
				return seq, f
			}
		}
		return "", ""
	}
	if seq, _ := check("Before: " + probe + " after."); seq == "" {
		t.Fatalf("the check misses the seed sequence in %q", probe)
	}
	for _, k := range msg.Keys() {
		if !strings.HasPrefix(k, "app.") {
			continue
		}
		tx, _ := msg.Lookup(k)
		for _, s := range []string{tx.En, tx.Sr, tx.Hu} {
			if seq, f := check(s); seq != "" {
				t.Errorf("%s: %q copies %q from %s", k, s, seq, f)
			}
		}
	}
}

// TestHungarianArticle: no text of the app (its own and the engine's, all registered here) writes
// "a(z)" before a value; engine/rulesets TestHungarianNotMachineMade checks the
// engine's texts in more detail.
func TestHungarianArticle(t *testing.T) {
	az := regexp.MustCompile(`(?i)\ba\(z\)`)
	for _, k := range msg.Keys() {
		if tx, _ := msg.Lookup(k); az.MatchString(tx.Hu) {
			t.Errorf("%s: Hungarian %q writes \"a(z)\": rephrase so no article is needed", k, tx.Hu)
		}
	}
}
