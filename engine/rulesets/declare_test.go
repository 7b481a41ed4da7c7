package rulesets

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
)

// TestDeclarations: what a regulation declares for the generic code (engine/declare.go) names
// fields, tables, calculators, options, parameters and outs that exist, of the kinds the readers
// expect.
func TestDeclarations(t *testing.T) {
	for _, rs := range all() {
		var revocations, scoreEntries int
		for _, c := range rs.Calculators {
			where := rs.ID + "/" + c.ID
			field := func(name string, kind engine.Kind) *engine.Field {
				f := c.Inputs.Field(name)
				if f == nil || f.Kind != kind {
					t.Errorf("%s: declares field %q (a %v), which it has not", where, name, kind)
					return nil
				}
				return f
			}
			for _, f := range c.Feeds {
				found := !f.Table && c.Inputs.Index(f.Field) >= 0
				for _, tb := range c.Tables {
					found = found || (f.Table && tb.ID == f.Field)
				}
				if !found {
					t.Errorf("%s: a feed fills %q, no such field or table", where, f.Field)
				}
				if len(f.Calcs) == 0 {
					t.Errorf("%s: the feed of %s counts no calculator's incidents", where, f.Field)
				}
				for _, k := range f.Calcs {
					o := rs.Calculator(k)
					if o == nil {
						t.Errorf("%s: the feed of %s counts the incidents of %q, which %s lacks", where, f.Field, k, rs.ID)
						continue
					}
					for _, m := range append(slices.Clone(f.Match), f.Copy...) {
						if c.Inputs.Index(m) < 0 || o.Inputs.Index(m) < 0 {
							t.Errorf("%s: the feed of %s reads %q, missing in %s or %s", where, f.Field, m, c.ID, k)
						}
					}
				}
				if f.Period != "" && !hasParam(rs, f.Period) {
					t.Errorf("%s: the feed of %s counts days by %q, no parameter of %s", where, f.Field, f.Period, rs.ID)
				}
				switch f.Who {
				case engine.WhoAll, engine.WhoGame:
				case engine.WhoParty:
					if f.Role == "" {
						t.Errorf("%s: the feed of %s counts a party's incidents without naming its role", where, f.Field)
					}
				case engine.WhoPlayerOrTeam:
					if w := field(f.WhoField, engine.KEnum); w != nil && (!slices.Contains(w.Options, "player") || !slices.Contains(w.Options, "team")) {
						t.Errorf("%s: %s says whose incidents count without the options player and team: %v", where, f.WhoField, w.Options)
					}
					if c.Inputs.Field(f.WhoField) != nil && !slices.ContainsFunc(c.Remember, func(r engine.Remember) bool { return r.Field == f.WhoField }) {
						t.Errorf("%s: %s says whose incidents count, but no club value remembers it", where, f.WhoField)
					}
				default:
					t.Errorf("%s: the feed of %s counts %q's incidents: not one of engine.Who*", where, f.Field, f.Who)
				}
			}
			for _, r := range c.Remember {
				if f := field(r.Field, engine.KEnum); f != nil {
					if !f.Event {
						t.Errorf("%s: the event remembers %s, a case field", where, r.Field)
					}
					for _, code := range r.Codes {
						if !slices.Contains(f.Options, code) {
							t.Errorf("%s: the event remembers %s as %q, not one of its options %v", where, r.Field, code, f.Options)
						}
					}
				}
				if !hasParam(rs, r.Param) {
					t.Errorf("%s: the event keeps %s as %q, no parameter of %s", where, r.Field, r.Param, rs.ID)
				}
			}
			if d := c.Revocation; d != nil {
				revocations++
				field(d.SameDirector, engine.KBool)
				res, err := c.Run(engine.NewParams(rs, nil), c.Inputs.Defaults())
				if err != nil {
					t.Errorf("%s: the revocation rule on its defaults: %v", where, err)
				} else {
					outs := map[string]engine.Out{}
					for _, p := range res.Parties {
						for _, o := range p.Outs {
							outs[o.Name] = o
						}
					}
					if o, ok := outs[d.Allowed]; !ok || !o.IsB {
						t.Errorf("%s: the revocation rule's %q is no yes/no out: %+v", where, d.Allowed, outs)
					}
					if _, ok := outs[d.Why]; !ok {
						t.Errorf("%s: the revocation rule has no out %q", where, d.Why)
					}
				}
			}
			if d := c.ScoreEntry; d != nil {
				scoreEntries++
				field(d.Board, engine.KInt)
				field(d.Entry, engine.KEntry)
				field(d.Score, engine.KInt)
				if d.Top != "" {
					field(d.Top, engine.KInt)
				}
				for _, o := range []struct{ name, code string }{{d.Form, d.FormMP}, {d.Form, d.FormIMP}, {d.Side, d.SideNS}} {
					if _, ok := c.Inputs.Option(o.name, o.code); !ok {
						t.Errorf("%s: the score-entry case names option %q of %q, which it has not", where, o.code, o.name)
					}
				}
			}
		}
		if revocations > 1 || scoreEntries > 1 {
			t.Errorf("%s: %d revocation rules and %d score-entry classifiers; the readers take the first", rs.ID, revocations, scoreEntries)
		}
		if len(rs.DeadlineInputs) > 0 && rs.Deadline == nil {
			t.Errorf("%s: asks for deadline facts but declares no Deadline", rs.ID)
		}
	}
}

func hasParam(rs *engine.Ruleset, key string) bool {
	return slices.ContainsFunc(rs.Params, func(p engine.Param) bool { return p.Key == key })
}

// TestNoRegulationNamedOutsideRules: the generic packages and the app read what a regulation
// declares; none names a regulation's ID or one of its calculators', parameters' or messages'
// keys (a string literal "<ruleset>" or "<prefix>.…" of a calculator's prefix). The frozen
// tables of links name rulesets and calculators by number and are the exceptions.
func TestNoRegulationNamedOutsideRules(t *testing.T) {
	prefixes := map[string]bool{}
	ids := map[string]bool{}
	for _, e := range Index() {
		ids[e.ID] = true
	}
	for _, rs := range all() {
		for _, c := range rs.Calculators {
			if i := strings.IndexByte(c.ID, '.'); i > 0 {
				prefixes[c.ID[:i+1]] = true
			}
		}
	}
	frozen := map[string]bool{ // the frozen numbering of share links
		"engine/rulesets/numbering.go": true,
		"engine/link/numbers.go":       true,
	}
	root := filepath.Join("..", "..")
	for _, dir := range []string{"engine", "app"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			rel = filepath.ToSlash(rel)
			if d.IsDir() && (d.Name() == "testdata" || d.Name() == "node_modules" || rel == "engine/rules" || strings.HasPrefix(d.Name(), "_")) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || frozen[rel] {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			fset := token.NewFileSet()
			var s scanner.Scanner
			s.Init(fset.AddFile(rel, -1, len(src)), src, nil, 0)
			for {
				pos, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				if tok != token.STRING {
					continue
				}
				v, err := strconv.Unquote(lit)
				if err != nil {
					continue
				}
				named := ids[v]
				for pre := range prefixes {
					named = named || strings.HasPrefix(v, pre)
				}
				if named {
					t.Errorf("%s: %q names a regulation's own: read what the regulation declares (engine/declare.go) instead", fset.Position(pos), v)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestEveryRulesPackageRegistered: every package under engine/rules is reached from the
// registry (a regulation's Load, or the calculators some regulation builds): a regulation
// written but not registered fails here rather than passing every test unseen.
func TestEveryRulesPackageRegistered(t *testing.T) {
	reached := map[string]bool{}
	pkgOf := func(fn any) {
		name := runtime.FuncForPC(reflect.ValueOf(fn).Pointer()).Name() // arbiter/engine/rules/nsbk.Load, ….calculators.func1
		if i := strings.LastIndexByte(name, '/'); i >= 0 {
			if j := strings.IndexByte(name[i:], '.'); j >= 0 {
				reached[name[:i+j]] = true
			}
		}
	}
	for _, r := range registry {
		pkgOf(r.load)
	}
	for _, rs := range all() {
		for _, c := range rs.Calculators {
			pkgOf(c.Compute)
		}
	}
	entries, err := os.ReadDir(filepath.Join("..", "rules"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		n++
		if pkg := "arbiter/engine/rules/" + e.Name(); !reached[pkg] {
			t.Errorf("%s is not registered: add its ruleset to the registry (engine/rulesets/rulesets.go)", pkg)
		}
	}
	if n == 0 {
		t.Fatal("no package under engine/rules")
	}
}

// TestNoTrackerNumbers: code, tests and their messages say what a rule is, never which tracker
// item asked for it (the word and a number): a newcomer cannot resolve the number.
func TestNoTrackerNumbers(t *testing.T) {
	ref := regexp.MustCompile(`(?i)\bissues? #?[0-9]+`)
	root := filepath.Join("..", "..")
	for _, dir := range []string{"engine", "app", "e2e", "bench", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			if d.IsDir() || !(strings.HasSuffix(p, ".go") || strings.HasSuffix(p, ".sh") || strings.HasSuffix(p, ".js")) {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for i, line := range strings.Split(string(src), "\n") {
				if m := ref.FindString(line); m != "" {
					t.Errorf("%s:%d: %q: say what the rule is instead of the tracker's number", filepath.ToSlash(p), i+1, m)
				}
			}
			return nil
		})
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
}
