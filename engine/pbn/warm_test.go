package pbn

import (
	"slices"
	"strings"
	"testing"
)

// TestWarmSample: the file WarmUp reads runs the code a director's file runs, not an error's:
// its UTF-8 copy is read whole with no problem (games, deals, results, tables), its
// Windows-1250 copy needs the encoding question and reads in Windows-1250 the names the UTF-8
// copy gives.
func TestWarmSample(t *testing.T) {
	text := strings.Repeat(warmSample+"\n", warmCopies)
	data := []byte(text)
	if NeedsEncoding(data) {
		t.Fatalf("NeedsEncoding(the sample in UTF-8) = true, want false")
	}
	f, got, err := ParseText(data, "")
	if err != nil {
		t.Fatalf("ParseText(the sample) = %v", err)
	}
	if got != text {
		t.Errorf("ParseText(the sample) text differs from the sample")
	}
	if len(f.Problems) != 0 {
		t.Errorf("ParseText(the sample) problems = %+v, want none", f.Problems)
	}
	if n, want := len(f.Games), 3*warmCopies; n != want {
		t.Errorf("ParseText(the sample) games = %d, want %d", n, want)
	}
	for _, c := range []struct {
		what string
		n    int
	}{
		{"boards", len(f.Boards())},
		{"results", len(f.Results())},
	} {
		if c.n == 0 {
			t.Errorf("ParseText(the sample) %s = 0, want some", c.what)
		}
	}
	tables := 0
	for _, g := range f.Games {
		for _, tb := range g.Tables {
			tables += len(tb.Rows)
		}
		if g.Deal == nil {
			t.Errorf("game at line %d: no deal", g.Line)
		}
	}
	if want := 9 * warmCopies; tables != want {
		t.Errorf("ParseText(the sample) table rows = %d, want %d", tables, want)
	}

	cp := encode1250(text)
	if !NeedsEncoding(cp) {
		t.Fatalf("NeedsEncoding(the sample in Windows-1250) = false, want true")
	}
	if back, _ := Decode(cp, Windows1250); back != text {
		t.Errorf("Decode(encode1250(sample), Windows-1250) differs from the sample")
	}
	want, err := Names(data, UTF8, 0)
	if err != nil || len(want) < 10 {
		t.Fatalf("Names(the sample) = %q, %v; want its names", want, err)
	}
	var found bool
	for _, p := range Previews(cp, 0) {
		if p.Encoding == Windows1250 {
			found = true
			if !slices.Equal(p.Names, want) {
				t.Errorf("Previews(the Windows-1250 sample) names = %q, want %q", p.Names, want)
			}
		}
	}
	if !found {
		t.Errorf("Previews(the Windows-1250 sample) offers no Windows-1250")
	}
	for i := range WarmUps { // and the calls themselves
		WarmUp(i)
	}
}
