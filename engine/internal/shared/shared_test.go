package shared

import (
	"flag"
	"hash/fnv"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/ from ../shared/spec/rules-catalogue.md and ../shared/seeds/*.txt")

// TestCommitted rewrites the committed copies with -update; else it checks that they parse and
// match ../shared when that folder is there.
func TestCommitted(t *testing.T) {
	if *update {
		spec, seeds := Sibling("spec"), Sibling("seeds")
		if spec == "" || seeds == "" {
			t.Fatal("-update needs ../shared/spec and ../shared/seeds next to the repository root")
		}
		b, err := os.ReadFile(filepath.Join(spec, "rules-catalogue.md"))
		if err != nil {
			t.Fatal(err)
		}
		s, ok, err := readSeeds(seeds)
		if err != nil || !ok {
			t.Fatalf("seeds %s: %v (found any: %v)", seeds, err, ok)
		}
		for name, text := range map[string]string{CatalogueFile: ParseCatalogue(string(b)).Format(), SeedsFile: s.Format()} {
			if err := os.WriteFile(filepath.Join("testdata", name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("wrote testdata/%s (%d bytes)", name, len(text))
		}
		return
	}
	if err := CatalogueUpToDate(); err != nil {
		t.Error(err)
	}
	if err := SeedsUpToDate(); err != nil {
		t.Error(err)
	}
	c, err := parseCommittedCatalogue(committedCatalogue)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Rulesets) == 0 || c.Format() != committedCatalogue {
		t.Errorf("%s: %d rulesets; it does not read back as written", CatalogueFile, len(c.Rulesets))
	}
	s, err := parseCommittedSeeds(committedSeeds)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Files()) == 0 || s.Format() != committedSeeds {
		t.Errorf("%s: %d seed files; it does not read back as written", SeedsFile, len(s.Files()))
	}
	for _, f := range s.Files() {
		if s.Len(f) == 0 {
			t.Errorf("%s: seed %s has no sequence", SeedsFile, f)
		}
	}
}

func TestRoot(t *testing.T) {
	r, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(r, "engine", "internal", "shared", "shared.go")); err != nil {
		t.Errorf("Root() = %s, which is not the repository root: %v", r, err)
	}
}

func TestParseCatalogue(t *testing.T) {
	for _, tt := range []struct {
		name, md string
		want     Catalogue
	}{
		{"IDs end at a space or a parenthesis", "# Title\n## Ruleset `a` — A\ntext\n### a.one (point 1)\n### a.two(x)\n### a.3–4 words\n",
			Catalogue{[]string{"a"}, map[string][]string{"a": {"a.one", "a.two", "a.3–4"}}}},
		{"another ## section ends a ruleset", "## Ruleset `a`\n### a.x\n## Law 12\n### law12.y\n## Ruleset `b`\n### b.z\n",
			Catalogue{[]string{"a", "b"}, map[string][]string{"a": {"a.x"}, "b": {"b.z"}}}},
		{"a ruleset without rules is kept", "## Ruleset `a`\ntext\n## Ruleset `b`\n### b.z\n",
			Catalogue{[]string{"a", "b"}, map[string][]string{"a": nil, "b": {"b.z"}}}},
		{"#### is not a rule", "## Ruleset `a`\n#### a.not\n### a.yes\n",
			Catalogue{[]string{"a"}, map[string][]string{"a": {"a.yes"}}}},
		{"no ruleset", "# Title\n### x.y\n", Catalogue{nil, map[string][]string{}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseCatalogue(tt.md)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseCatalogue = %#v, want %#v", got, tt.want)
			}
			back, err := parseCommittedCatalogue(got.Format())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back, got) {
				t.Errorf("written and read back = %#v, want %#v", back, got)
			}
		})
	}
	if _, err := parseCommittedCatalogue("# h\nno.ruleset.yet\n"); err == nil {
		t.Error("a rule ID before any ruleset line is accepted")
	}
}

func TestHash(t *testing.T) {
	w := []string{"egy", "két", "három"}
	h := fnv.New64a()
	h.Write([]byte("egy két három"))
	if Hash(w) != h.Sum64() {
		t.Errorf("Hash(%q) = %x, want FNV-1a of the words joined by a space, %x", w, Hash(w), h.Sum64())
	}
}

func TestSeeds(t *testing.T) {
	seed := "Prvi član. Takmičenje se igra u parovima, a sudija vodi zapisnik o svakoj partiji; Ü̈ber 3½ drugo."
	s := FromTexts(map[string]string{"x.sr.txt": seed, "short.txt": "one two three"})
	w := Words(seed)
	if want := []string{"prvi", "član", "takmičenje", "se", "igra", "u", "parovima", "a", "sudija", "vodi", "zapisnik", "o", "svakoj", "partiji", "ü̈ber", "3½", "drugo"}; !reflect.DeepEqual(w, want) {
		t.Fatalf("Words = %q, want %q", w, want)
	}
	if s.Len("x.sr.txt") != len(w)-N+1 || s.Len("short.txt") != 0 {
		t.Errorf("sequences: %d and %d, want %d and 0", s.Len("x.sr.txt"), s.Len("short.txt"), len(w)-N+1)
	}
	for _, tt := range []struct {
		text, seq string
	}{
		{"« " + strings.ToUpper(strings.Join(w[3:3+N], " ,\n  ")) + "! »", strings.Join(w[3:3+N], " ")},
		{"Our own words, then: " + strings.Join(w[len(w)-N:], "—"), strings.Join(w[len(w)-N:], " ")},
		{strings.Join(w[:N-1], " "), ""},                                   // 7 words are not a copy
		{strings.Join(w[:4], " ") + " x " + strings.Join(w[4:N], " "), ""}, // nor 8 with a word between
	} {
		seq, file, ok := s.Copy(tt.text)
		if seq != tt.seq || ok != (tt.seq != "") || (ok && file != "x.sr.txt") {
			t.Errorf("Copy(%q) = %q, %q, %v, want %q", tt.text, seq, file, ok, tt.seq)
		}
	}
	back, err := parseCommittedSeeds(s.Format())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.byFile["x.sr.txt"], s.byFile["x.sr.txt"]) || back.Format() != s.Format() {
		t.Errorf("written and read back: %v, want %v", back.byFile, s.byFile)
	}
	if _, err := parseCommittedSeeds("# h\n0123\n"); err == nil {
		t.Error("a hash before any seed file line is accepted")
	}
	if _, err := parseCommittedSeeds("= a.txt\nnot-hex\n"); err == nil {
		t.Error("a line that is not a hash is accepted")
	}
}

// TestStale: a committed copy that differs from ../shared is reported with the refresh command.
func TestStale(t *testing.T) {
	if Sibling("spec") == "" || Sibling("seeds") == "" {
		t.Skip("no ../shared next to the repository root")
	}
	cat, seeds := committedCatalogue, committedSeeds
	t.Cleanup(func() { committedCatalogue, committedSeeds = cat, seeds })
	committedCatalogue = strings.Replace(committedCatalogue, "\nruleset ", "\nruleset x", 1)
	committedSeeds += "= extra.txt\n"
	for name, err := range map[string]error{CatalogueFile: CatalogueUpToDate(), SeedsFile: SeedsUpToDate()} {
		if err == nil || !strings.Contains(err.Error(), "refresh with `"+Refresh+"`") {
			t.Errorf("%s changed: %v, want an error naming %q", name, err, Refresh)
		}
	}
}
