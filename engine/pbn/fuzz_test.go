package pbn

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
)

// FuzzParse: any bytes are read or refused with an *engine.Error (a line named where the
// fault is in the text), never a panic; each problem names its line and its game; what is
// read holds its invariants, the checker and
// the rulings reader run on it, and every deal read writes back to itself. The seeds are the
// corpus (testdata/*.pbn) and testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.pbn"))
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, uint8(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, e uint8) {
		enc := Encodings[int(e)%len(Encodings)]
		file, err := ParseIn(data, enc)
		if err != nil {
			pe, ok := errors.AsType[*engine.Error](err)
			if !ok || !strings.HasPrefix(pe.Key, "pbn.err.") {
				t.Fatalf("ParseIn error %v is not a pbn.err.* *engine.Error", err)
			}
			if pe.Field == "line" && lineOf(err) < 1 {
				t.Fatalf("error %v names no line", err)
			}
			return
		}
		if len(file.Games) == 0 && !bytes.Contains(data, []byte("PBN")) && !bytes.Contains(data, []byte{0, 'P'}) && !bytes.Contains(data, []byte{'P', 0}) {
			t.Fatal("a file with no game and no PBN line read")
		}
		for i, pr := range file.Problems {
			if i > 0 && pr.Line < file.Problems[i-1].Line {
				t.Fatalf("problems out of file order: %+v", file.Problems)
			}
			if pr.Line < 1 || pr.Err == nil || pr.Tag != "" && pr.Game < 0 || !strings.HasPrefix(pr.Err.Key, "pbn.err.") || lineOf(pr.Err) != pr.Line ||
				pr.Game >= len(file.Games) || pr.Game >= 0 && file.Games[pr.Game].Board != pr.Board {
				t.Fatalf("problem %+v", pr)
			}
		}
		for _, g := range file.Games {
			if g.Board < 0 || len(g.Tags) == 0 {
				t.Fatalf("game at line %d: board %d, %d tags", g.Line, g.Board, len(g.Tags))
			}
			if g.Deal != nil {
				back, ok := ParseDeal(g.Deal.String(bridge.West))
				if !ok || back != *g.Deal {
					t.Fatalf("deal at line %d does not write back", g.Line)
				}
			}
			for _, tb := range g.Tables {
				if len(tb.Rows) != len(tb.Lines) {
					t.Fatalf("table %s: %d rows, %d lines", tb.Name, len(tb.Rows), len(tb.Lines))
				}
			}
		}
		for _, is := range Check(file, CheckOptions{}) {
			if is.Line < 1 || !strings.HasPrefix(is.Key, "pbn.check.") {
				t.Fatalf("issue %+v", is)
			}
		}
		_, _ = ReadRulings(file)
		_, _ = Names(data, enc, 5)
	})
}
