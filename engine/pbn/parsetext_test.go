package pbn

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestParseText: ParseText reads what ParseIn reads and returns the text Decode returns, for
// every test file in every encoding (and the one the file says, "").
func TestParseText(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.pbn"))
	for _, p := range files {
		data, _ := os.ReadFile(p)
		for _, enc := range append([]string{""}, Encodings...) {
			want, werr := ParseIn(data, enc)
			got, text, err := ParseText(data, enc)
			if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(err, werr) {
				t.Errorf("ParseText(%s, %q) = %v, %v; ParseIn = %v, %v", p, enc, got != nil, err, want != nil, werr)
				continue
			}
			if err != nil {
				if text != "" {
					t.Errorf("ParseText(%s, %q) = text %d bytes with the error %v, want none", p, enc, len(text), err)
				}
				continue
			}
			if dec, _ := Decode(data, got.Encoding); text != dec {
				t.Errorf("ParseText(%s, %q) text = %d bytes, Decode(%s) = %d bytes", p, enc, len(text), got.Encoding, len(dec))
			}
		}
	}
}

// TestPreviewsOwnTheirNames: the encoding question reads the file's bytes in place, so the
// names it returns must be copies: changing the bytes afterwards changes no name.
func TestPreviewsOwnTheirNames(t *testing.T) {
	for _, name := range []string{"enc-windows1250.pbn", "enc-latin2.pbn", "enc-latin1.pbn", "tables8x3.pbn"} {
		data := readTestdata(t, name)
		pv := Previews(data, 6)
		var want [][]string
		for _, p := range pv {
			var names []string
			for _, n := range p.Names {
				names = append(names, strings.Clone(n)) // its own bytes
			}
			want = append(want, names)
		}
		for i := range data {
			data[i] = 'x'
		}
		for i, p := range pv {
			if !slices.Equal(p.Names, want[i]) {
				t.Errorf("%s %s: names after the bytes changed = %q, want %q", name, p.Encoding, p.Names, want[i])
			}
		}
	}
}
