package shared

import (
	"bufio"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// CatalogueFile is the committed copy of the catalogue's rule IDs, in testdata/.
const CatalogueFile = "catalogue-rules.txt"

//go:embed testdata/catalogue-rules.txt
var committedCatalogue string

// Catalogue is the rules catalogue's `### ` rule IDs under each "## Ruleset `id`" section.
type Catalogue struct {
	Rulesets []string            // the sections' ruleset IDs, in the catalogue's order
	Rules    map[string][]string // ruleset ID → its rule IDs, in the catalogue's order
}

var sectionRE = regexp.MustCompile("^## Ruleset `([^`]+)`")

// ParseCatalogue reads rules-catalogue.md: a rule's ID is its `### ` heading up to the first
// space or "(" ("### vsz.14D seating errors" → vsz.14D). Other `## ` sections end a ruleset's.
func ParseCatalogue(text string) Catalogue {
	c := Catalogue{Rules: map[string][]string{}}
	cur := ""
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "## "):
			cur = ""
			if m := sectionRE.FindStringSubmatch(line); m != nil {
				cur = m[1]
				if _, seen := c.Rules[cur]; !seen {
					c.Rulesets = append(c.Rulesets, cur)
					c.Rules[cur] = nil
				}
			}
		case strings.HasPrefix(line, "### ") && cur != "":
			id := strings.TrimSpace(strings.TrimPrefix(line, "### "))
			if i := strings.IndexAny(id, " ("); i >= 0 {
				id = id[:i]
			}
			c.Rules[cur] = append(c.Rules[cur], id)
		}
	}
	return c
}

// Format writes the committed copy: a one-line header, then each ruleset as "ruleset <id>"
// followed by its rule IDs, one a line.
func (c Catalogue) Format() string {
	var b strings.Builder
	b.WriteString("# The rule IDs of ../shared/spec/rules-catalogue.md (its \"## Ruleset\" sections and their \"###\" IDs, in order), generated: refresh with `" + Refresh + "`\n")
	for _, rs := range c.Rulesets {
		b.WriteString("ruleset " + rs + "\n")
		for _, id := range c.Rules[rs] {
			b.WriteString(id + "\n")
		}
	}
	return b.String()
}

// parseCommittedCatalogue reads what Format wrote.
func parseCommittedCatalogue(text string) (Catalogue, error) {
	c := Catalogue{Rules: map[string][]string{}}
	cur := ""
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "ruleset "):
			cur = strings.TrimPrefix(line, "ruleset ")
			c.Rulesets = append(c.Rulesets, cur)
			c.Rules[cur] = nil
		case cur == "" || strings.ContainsAny(line, " \t"):
			return c, fmt.Errorf("%s:%d: %q is neither \"ruleset <id>\" nor a rule ID under one", CatalogueFile, i+1, line)
		default:
			c.Rules[cur] = append(c.Rules[cur], line)
		}
	}
	return c, nil
}

// CatalogueRules returns the catalogue's rule IDs. It reads SPEC_DIR/rules-catalogue.md when
// SPEC_DIR is set; else ../shared/spec/rules-catalogue.md when it exists, and then fails the
// test (and goes on) if the committed copy is out of date; else the committed copy.
func CatalogueRules(t testing.TB) Catalogue {
	t.Helper()
	c, from, err := catalogue()
	if err != nil {
		t.Fatalf("rules catalogue: %v", err)
	}
	if len(c.Rulesets) == 0 {
		t.Fatalf("rules catalogue %s: no \"## Ruleset\" section", from)
	}
	if from != CatalogueFile {
		if err := CatalogueUpToDate(); err != nil {
			t.Error(err)
		}
	}
	return c
}

// catalogue returns the catalogue and where it was read from.
func catalogue() (Catalogue, string, error) {
	path := ""
	if dir := os.Getenv("SPEC_DIR"); dir != "" {
		path = filepath.Join(dir, "rules-catalogue.md")
	} else if dir := Sibling("spec"); dir != "" {
		path = filepath.Join(dir, "rules-catalogue.md")
	}
	if path == "" {
		c, err := parseCommittedCatalogue(committedCatalogue)
		return c, CatalogueFile, err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return Catalogue{}, path, err
	}
	return ParseCatalogue(string(b)), path, nil
}

// CatalogueUpToDate compares the committed copy with ../shared/spec/rules-catalogue.md; it is
// nil when that file is absent.
func CatalogueUpToDate() error {
	dir := Sibling("spec")
	if dir == "" {
		return nil
	}
	path := filepath.Join(dir, "rules-catalogue.md")
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if ParseCatalogue(string(b)).Format() != committedCatalogue {
		return stale(CatalogueFile, path)
	}
	return nil
}
