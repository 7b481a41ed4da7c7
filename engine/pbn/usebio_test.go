package pbn

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"
)

// xmllint validates file against the USEBIO DTD: the DTD of testdata as the DOCTYPE's
// usebio_v1_2.dtd with the file's own internal subset (--valid), and the DTD with Arbiter's
// extension (--dtdvalid). It returns xmllint's complaint ("" when valid). Without xmllint
// (Debian's libxml2-utils; ./build.sh test installs it) the test is skipped, or fails under
// CI=true.
func xmllint(t *testing.T, data []byte) string {
	t.Helper()
	bin, err := exec.LookPath("xmllint")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xmllint is missing (apt-get install libxml2-utils)")
		}
		t.Skip("xmllint is missing (apt-get install libxml2-utils)")
	}
	dtd, err := os.ReadFile(filepath.Join("testdata", "usebio_v1_2_subset.dtd"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("usebio_v1_2.dtd", dtd)
	combined := write("combined.dtd", append(append([]byte{}, dtd...), USEBIOExtension...))
	file := write("results.xml", data)
	var complaints []string
	for _, args := range [][]string{{"--valid"}, {"--dtdvalid", combined}} {
		out, err := exec.Command(bin, append([]string{"--noout", "--nonet"}, append(args, file)...)...).CombinedOutput()
		if err != nil {
			complaints = append(complaints, strings.Join(args, " ")+": "+string(out))
		}
	}
	return strings.Join(complaints, "\n")
}

// TestUSEBIO: the event's adjusted results go out as a USEBIO 1.2 file that is valid against
// the DTD, in ISO-8859-1 with every name readable (Serbian and Hungarian letters outside it as
// character references); assigned scores as their SCORE, artificial and not-played scores as
// the matchpoints or IMPs they give, weighted scores as the computed score with their weights
// in arb:weights, penalties as the pair's ADJUSTMENT; and it reads back to the same rulings,
// boards and board results, with the standard elements saying what the ruling says.
func TestUSEBIO(t *testing.T) {
	o := ExportOptions{Director: "Petar Petrović", Lookup: rulesets.Get}
	lines, penalties := 0, 0
	for _, lg := range boardScoreLogs(t) {
		ev, incs := lg.ev, lg.incs
		ev.Participants = append(ev.Participants, eventlog.Participant{Number: 12, Name: "Őrsi & <Űrge>"})
		data := USEBIO(ev, incs, o)
		if !bytes.HasPrefix(data, []byte(`<?xml version="1.0" encoding="ISO-8859-1"?>`)) {
			t.Fatalf("%s: the file does not declare ISO-8859-1: %.60q", ev.Ruleset, data)
		}
		for i, c := range data {
			if c >= 0x80 && c < 0xA0 {
				t.Fatalf("%s: byte %d is %#x: no ISO-8859-1 text", ev.Ruleset, i, c)
			}
		}
		if bad := xmllint(t, data); bad != "" {
			t.Fatalf("%s: not valid against the USEBIO DTD:\n%s\n%s", ev.Ruleset, bad, data)
		}
		// the names, as a reader of the encoding reads them
		var doc struct {
			Players []string `xml:"EVENT>SESSION>SECTION>PARTICIPANTS>PAIR>PLAYER>PLAYER_NAME"`
		}
		d := xml.NewDecoder(bytes.NewReader(data))
		d.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
			raw, _ := io.ReadAll(in)
			s, err := Decode(raw, Latin1)
			return strings.NewReader(s), err
		}
		if err := d.Decode(&doc); err != nil {
			t.Fatalf("%s: %v", ev.Ruleset, err)
		}
		if want := []string{"Šćepanović", "Žižić", "Kovács", "Nagy", "Őrsi", "<Űrge>"}; !reflect.DeepEqual(doc.Players, want) {
			t.Errorf("%s: players %q, want %q", ev.Ruleset, doc.Players, want)
		}

		got, adjustments, pens, err := ReadUSEBIO(data)
		if err != nil {
			t.Fatalf("%s: %v", ev.Ruleset, err)
		}
		byLabel := map[string]USEBIORuling{}
		for _, g := range got {
			byLabel[g.Label] = g
		}
		var wantLines int
		losses := map[int]float64{} // what each pair loses in matchpoints
		for _, w := range Rulings(ev, incs, o) {
			if w.Score.Kind == engine.BoardPenalty {
				for _, s := range w.Score.Sides {
					pairs := []int{s.Pair}
					if s.Role == "each" { // every party of the ruling
						pairs = nil
						for _, p := range w.Parties {
							pairs = append(pairs, p.Number)
						}
					}
					for _, pair := range pairs {
						penalties++
						if !strings.Contains(pens[pair], w.Label+" ") {
							t.Errorf("%s: pair %d's arb:penalties %q do not name %s", ev.Ruleset, pair, pens[pair], w.Label)
						}
						for _, v := range s.Values {
							if v.Unit == "mp" {
								losses[pair] += v.Num
							}
							if !strings.Contains(pens[pair], v.Unit+":"+strconv.FormatFloat(v.Num, 'f', v.Prec, 64)) {
								t.Errorf("%s: %s's %v not in pair %d's penalties %q", ev.Ruleset, w.Label, v, pair, pens[pair])
							}
						}
					}
				}
				continue
			}
			wantLines++
			g, ok := byLabel[w.Label]
			if !ok {
				t.Errorf("%s: no line of %s (%s)", ev.Ruleset, w.Label, w.Calculator)
				continue
			}
			if g.Board != w.Board || g.Calculator != w.Calculator || g.Director != w.Director || !reflect.DeepEqual(g.Score, w.Score) {
				t.Errorf("%s: %s read back board %d %s %q %+v\nwant board %d %s %q %+v", ev.Ruleset, w.Label,
					g.Board, g.Calculator, g.Director, g.Score, w.Board, w.Calculator, w.Director, w.Score)
				continue
			}
			// the standard elements say what the ruling says
			a, b := sidesOf(w.Score)
			for k, s := range []*SideScore{a, b} {
				mp, _ := valueOf(s, "mp", ev.Top)
				imp, _ := valueOf(s, "imp", ev.Top)
				if g.MP[k] != mp || g.IMP[k] != imp {
					t.Errorf("%s: %s side %d: matchpoints %q IMPs %q, want %q %q", ev.Ruleset, w.Label, k, g.MP[k], g.IMP[k], mp, imp)
				}
			}
			if w.Score.Kind == engine.BoardAssigned && g.ScoreText != "420" {
				t.Errorf("%s: the assigned score's SCORE %q, want 420", ev.Ruleset, g.ScoreText)
			}
			if w.Score.Kind != engine.BoardAssigned && g.ScoreText != "" {
				t.Errorf("%s: %s (%s) has a SCORE %q: only an assigned score is a table's score", ev.Ruleset, w.Label, w.Score.Kind, g.ScoreText)
			}
			lines++
		}
		if len(got) != wantLines {
			t.Errorf("%s: %d lines, want %d", ev.Ruleset, len(got), wantLines)
		}
		for pair, loss := range losses {
			if want := strconv.FormatFloat(engine.Round2(0-loss)+0, 'f', 2, 64); adjustments[pair] != want {
				t.Errorf("%s: pair %d's ADJUSTMENT %q, want %s", ev.Ruleset, pair, adjustments[pair], want)
			}
		}
	}
	if lines < 7 || penalties < 4 {
		t.Errorf("%d lines and %d penalties written", lines, penalties)
	}
}

// TestUSEBIOInvalid: the validation can fail — an element the DTD does not have, or an
// attribute of Arbiter's that its extension does not declare, is refused.
func TestUSEBIOInvalid(t *testing.T) {
	lg := boardScoreLogs(t)[0]
	good := USEBIO(lg.ev, lg.incs, ExportOptions{Lookup: rulesets.Get})
	for name, bad := range map[string][]byte{
		"an unknown element":    bytes.Replace(good, []byte("<BOARD_NUMBER>"), []byte("<BOARD_NAME>x</BOARD_NAME><BOARD_NUMBER>"), 1),
		"an unknown attribute":  bytes.Replace(good, []byte(`arb:kind=`), []byte(`arb:sort=`), 1),
		"elements out of order": bytes.Replace(good, []byte("<PROGRAM_NAME>Arbiter</PROGRAM_NAME>"), nil, 1),
	} {
		if name == "elements out of order" {
			i := bytes.Index(bad, []byte("<EVENT_DESCRIPTION>"))
			bad = append(append(append([]byte{}, bad[:i]...), "<PROGRAM_NAME>Arbiter</PROGRAM_NAME>"...), bad[i:]...)
		}
		if bytes.Equal(bad, good) {
			t.Fatalf("%s: nothing changed", name)
		}
		if xmllint(t, bad) == "" {
			t.Errorf("a file with %s passes the DTD", name)
		}
	}
}
