package pbn

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// big repeats a corpus file (a blank line between) up to n bytes.
func big(tb testing.TB, name string, n int) []byte {
	one := append(readTestdata(tb, name), '\n')
	return bytes.Repeat(one, n/len(one)+1)
}

// BenchmarkParse2MB: a 2 MB session with travellers (tables8x3.pbn over and over).
func BenchmarkParse2MB(b *testing.B) {
	data := big(b, "tables8x3.pbn", 2<<20)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseReal2MB: the corpus's 2 MB file a scoring site wrote (skipped without it).
func BenchmarkParseReal2MB(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(realCorpus, "endplay-example3.pbn"))
	if err != nil {
		b.Skip("no real corpus")
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPreviews2MB: the encoding question for a 2 MB Windows-1250 file (the names in
// each of the three single-byte encodings).
func BenchmarkPreviews2MB(b *testing.B) {
	data := big(b, "enc-windows1250.pbn", 2<<20)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if p := Previews(data, 6); len(p) != 3 || p[0].Err != nil {
			b.Fatalf("Previews = %+v", p)
		}
	}
}

// TestNamesOneReading: the names found in the bytes and decoded alone are the names of the
// whole file read in that encoding (every corpus file, every encoding, a few limits), and
// Previews gives each encoding's Names.
func TestNamesOneReading(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.pbn"))
	for _, p := range files {
		data, _ := os.ReadFile(p)
		for _, enc := range Encodings {
			f, err := ParseIn(data, enc)
			if err != nil {
				continue
			}
			for _, max := range []int{0, 1, 3, 6} {
				n := &names{max: max, seen: map[string]bool{}}
				for i := range f.Games {
					if n.full() {
						break
					}
					n.of(&f.Games[i])
				}
				got, err := Names(data, enc, max)
				if err != nil || !slices.Equal(got, n.out) {
					t.Errorf("Names(%s, %s, %d) = %q, %v; the whole file read gives %q", p, enc, max, got, err, n.out)
				}
			}
		}
		for _, pv := range Previews(data, 4) {
			want, err := Names(data, pv.Encoding, 4)
			if !slices.Equal(pv.Names, want) || (err == nil) != (pv.Err == nil) {
				t.Errorf("Previews(%s) %s = %q, Names = %q", p, pv.Encoding, pv.Names, want)
			}
		}
	}
}
