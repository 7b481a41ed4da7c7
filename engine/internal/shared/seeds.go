package shared

import (
	_ "embed"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// SeedsFile is the committed copy of the seed texts' fingerprints, in testdata/.
const SeedsFile = "seed-shingles.txt"

//go:embed testdata/seed-shingles.txt
var committedSeeds string

// N is the length of a word sequence of a seed text that counts as a copy.
const N = 8

var wordRE = regexp.MustCompile(`[\p{L}\p{M}\p{N}]+`)

// Words splits a text into lower-case words of letters, marks and digits: case, punctuation and
// whitespace do not count.
func Words(s string) []string { return wordRE.FindAllString(strings.ToLower(s), -1) }

// Hash is the fingerprint of a word sequence: 64-bit FNV-1a of the words joined by one space.
func Hash(words []string) uint64 {
	h := fnv.New64a()
	for i, w := range words {
		if i > 0 {
			h.Write([]byte{' '})
		}
		h.Write([]byte(w))
	}
	return h.Sum64()
}

// Seeds is the set of every N-word sequence of some seed texts, as hashes.
type Seeds struct {
	From   string              // where the set was read from
	byFile map[string][]uint64 // seed file name → its sequences' hashes, sorted, distinct
	seq    map[uint64]string   // hash → the seed file that has it (the last by name)
}

// FromTexts builds the set from seed texts by file name.
func FromTexts(texts map[string]string) *Seeds {
	by := map[string][]uint64{}
	for name, text := range texts {
		w := Words(text)
		var hs []uint64
		for i := 0; i+N <= len(w); i++ {
			hs = append(hs, Hash(w[i:i+N]))
		}
		slices.Sort(hs)
		by[name] = slices.Compact(hs)
	}
	return newSeeds(by)
}

func newSeeds(by map[string][]uint64) *Seeds {
	s := &Seeds{byFile: by, seq: map[uint64]string{}}
	for _, f := range s.Files() {
		for _, h := range by[f] {
			s.seq[h] = f
		}
	}
	return s
}

// Files returns the seed files' names, sorted.
func (s *Seeds) Files() []string {
	out := make([]string, 0, len(s.byFile))
	for f := range s.byFile {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// Len returns the number of distinct sequences of a seed file.
func (s *Seeds) Len(file string) int { return len(s.byFile[file]) }

// Copy returns the first N-word sequence of text (after Words) that a seed text has, and the
// name of that seed's file.
func (s *Seeds) Copy(text string) (seq, file string, ok bool) {
	w := Words(text)
	for i := 0; i+N <= len(w); i++ {
		if f, ok := s.seq[Hash(w[i:i+N])]; ok {
			return strings.Join(w[i:i+N], " "), f, true
		}
	}
	return "", "", false
}

// Format writes the committed copy: a one-line header, then for each seed file "= <name>"
// followed by its sequences' hashes in hexadecimal, sorted, one a line.
func (s *Seeds) Format() string {
	var b strings.Builder
	b.WriteString("# 64-bit FNV-1a hashes of every 8-word sequence of each ../shared/seeds/*.txt (words: lower-case runs of letters, marks and digits, joined by one space; the texts are not here), generated: refresh with `" + Refresh + "`\n")
	for _, f := range s.Files() {
		b.WriteString("= " + f + "\n")
		for _, h := range s.byFile[f] {
			fmt.Fprintf(&b, "%016x\n", h)
		}
	}
	return b.String()
}

// parseCommittedSeeds reads what Format wrote.
func parseCommittedSeeds(text string) (*Seeds, error) {
	by := map[string][]uint64{}
	cur := ""
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "= "):
			cur = strings.TrimPrefix(line, "= ")
			by[cur] = nil
		default:
			h, err := strconv.ParseUint(line, 16, 64)
			if err != nil || cur == "" {
				return nil, fmt.Errorf("%s:%d: %q is neither \"= <seed file>\" nor a hash under one", SeedsFile, i+1, line)
			}
			by[cur] = append(by[cur], h)
		}
	}
	return newSeeds(by), nil
}

// readSeeds reads every *.txt of dir; ok is false when there is none.
func readSeeds(dir string) (s *Seeds, ok bool, err error) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		return nil, false, nil
	}
	texts := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, true, err
		}
		texts[filepath.Base(f)] = string(b)
	}
	s = FromTexts(texts)
	s.From = dir
	return s, true, nil
}

// LoadSeeds returns the N-word sequences of the named seed files (of every seed file when none
// is named). It reads SEEDS_DIR/*.txt when SEEDS_DIR is set; else ../shared/seeds/*.txt when
// there are some, and then fails the test (and goes on) if the committed fingerprints are out
// of date; else the committed fingerprints.
func LoadSeeds(t testing.TB, files ...string) *Seeds {
	t.Helper()
	var s *Seeds
	if dir := os.Getenv("SEEDS_DIR"); dir != "" {
		var ok bool
		var err error
		if s, ok, err = readSeeds(dir); err != nil {
			t.Fatal(err)
		} else if !ok {
			t.Fatalf("SEEDS_DIR=%s: no *.txt seed texts", dir)
		}
	} else if dir := Sibling("seeds"); dir != "" {
		var ok bool
		var err error
		if s, ok, err = readSeeds(dir); err != nil {
			t.Fatal(err)
		}
		if ok && s.Format() != committedSeeds {
			t.Error(stale(SeedsFile, dir))
		}
	}
	if s == nil {
		var err error
		if s, err = parseCommittedSeeds(committedSeeds); err != nil {
			t.Fatal(err)
		}
		s.From = "engine/internal/shared/testdata/" + SeedsFile
	}
	if len(s.byFile) == 0 {
		t.Fatalf("%s: no seed text", s.From)
	}
	if len(files) == 0 {
		return s
	}
	by := map[string][]uint64{}
	for _, f := range files {
		hs, ok := s.byFile[f]
		if !ok {
			t.Fatalf("%s: no seed text %s (it has %v)", s.From, f, s.Files())
		}
		by[f] = hs
	}
	only := newSeeds(by)
	only.From = s.From
	return only
}

// SeedsUpToDate compares the committed fingerprints with ../shared/seeds/*.txt; it is nil when
// there are none.
func SeedsUpToDate() error {
	dir := Sibling("seeds")
	if dir == "" {
		return nil
	}
	s, ok, err := readSeeds(dir)
	if err != nil || !ok {
		return err
	}
	if s.Format() != committedSeeds {
		return stale(SeedsFile, dir)
	}
	return nil
}
