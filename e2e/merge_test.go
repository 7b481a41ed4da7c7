package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// has reports whether the page has an element matching sel.
func (b *browser) has(t *testing.T, sel string) bool {
	t.Helper()
	return eval[bool](t, b, fmt.Sprintf(`document.querySelector(%q) !== null`, sel))
}

// nameDirector types this phone's director's name in Settings, when the build has the field.
func nameDirector(t *testing.T, b *browser, base, name string) {
	t.Helper()
	b.open(t, base+"settings")
	if b.has(t, "#director-name") {
		b.input(t, "director-name", name)
	}
}

// newTeamsEvent creates an OCSB event with teams and players on /log and returns its ID.
func newTeamsEvent(t *testing.T, b *browser, base, name, teams, players string) string {
	t.Helper()
	b.open(t, base+"log?new=ocsb-kmor-2018")
	b.input(t, "ev-name", name)
	b.input(t, "ev-participants", teams)
	b.input(t, "ev-players", players)
	b.click(t, "event-save")
	b.waitJS(t, `location.pathname.endsWith("/log/event") && document.getElementById("incidents") !== null`)
	return eval[string](t, b, `new URLSearchParams(location.search).get("id")`)
}

// logZT logs a Zero Tolerance breach by player (of team) in the open event and returns the
// saved message.
func logZT(t *testing.T, b *browser, base, player, team string) string {
	t.Helper()
	b.open(t, base+"calc/ocsb-kmor-2018/zt")
	b.example(t)
	b.openLogIt(t)
	if b.has(t, "#log-party-offender") {
		b.input(t, "log-party-offender", team)
	}
	b.input(t, "log-player", player)
	b.click(t, "log-save")
	b.waitJS(t, `document.getElementById("log-saved") !== null || document.querySelector("#log-it-box .error, p.error") !== null`)
	if !b.has(t, "#log-saved") {
		t.Fatalf("logging a ZT breach of player %s: %s", player, b.text(t, "p.error"))
	}
	return b.text(t, "#log-saved")
}

// openLogIt opens "Log it" under the form: a tap that lands while the form redraws is lost
// (the button then still reads as closed), and is tapped again; an open box is never tapped
// shut. A page whose storage opened late (over 20 s on a loaded machine) keeps the log in
// memory meanwhile, where the event is not: the panel takes it once the storage opens, so the
// wait is then up to 2 minutes.
func (b *browser) openLogIt(t *testing.T) {
	t.Helper()
	open := `document.getElementById("log-save") !== null`
	expanded := `(e => !!e && e.getAttribute("aria-expanded") === "true")(document.getElementById("log-it"))`
	for try := 0; try < 3 && !eval[bool](t, b, open); try++ {
		if !eval[bool](t, b, expanded) {
			b.click(t, "log-it")
		}
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) && !eval[bool](t, b, open) {
			if !eval[bool](t, b, expanded) && time.Now().After(deadline.Add(-25*time.Second)) {
				break // not opening: the tap was lost
			}
			if eval[bool](t, b, `(localStorage.getItem("arbiter.log.store") || "").includes("memory")`) {
				break // the storage opens late: waited for below
			}
			time.Sleep(100 * time.Millisecond)
		}
		if !eval[bool](t, b, open) {
			t.Logf("Log it, tap %d: not open; the tools show %q; the log is kept in %s", try+1, b.logItState(t),
				eval[string](t, b, `String(localStorage.getItem("arbiter.log.store"))`))
		}
		if eval[bool](t, b, expanded) && eval[bool](t, b, `(localStorage.getItem("arbiter.log.store") || "").includes("memory")`) {
			break
		}
	}
	wait := 30 * time.Second
	if eval[bool](t, b, `(localStorage.getItem("arbiter.log.store") || "").includes("memory")`) {
		wait = 2 * time.Minute
	}
	for end := time.Now().Add(wait); !eval[bool](t, b, open); time.Sleep(200 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("Log it did not open in %v: the tools show %q; the log is kept in %s\n%s", wait, b.logItState(t),
				eval[string](t, b, `String(localStorage.getItem("arbiter.log.store"))`), b.trace())
		}
	}
}

// logItState is what "Log it" shows now: whether its button reads as open, and the text
// below the tools' buttons (for a test's failure).
func (b *browser) logItState(t *testing.T) string {
	t.Helper()
	return eval[string](t, b, `(() => { const e = document.getElementById("log-it"), box = document.getElementById("log-box");
		return "expanded=" + (e ? e.getAttribute("aria-expanded") : "no button") + "; " + (box ? box.textContent.slice(0, 200) : "no box"); })()`)
}

// exportLog exports the whole log to a file and returns its path and content.
func exportLog(t *testing.T, b *browser, base, dl string) (string, []byte) {
	t.Helper()
	b.open(t, base+"log")
	b.waitJS(t, `document.querySelector("#log-list[data-state=ready]") !== null`)
	b.click(t, "export-all")
	data := waitDownload(t, dl)
	f := filepath.Join(t.TempDir(), "log.json")
	if err := os.WriteFile(f, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return f, data
}

// eventView is what the event page shows of the union: the incidents' labels and the Zero
// Tolerance table's rows (day, who, count).
type eventView struct {
	Labels []string
	ZT     []string
}

func readEvent(t *testing.T, b *browser, base, id string) eventView {
	t.Helper()
	b.open(t, base+"log/event?id="+id)
	b.waitJS(t, `document.getElementById("incidents") !== null`)
	v := eval[eventView](t, b, `({
		Labels: Array.from(document.querySelectorAll("#incidents li.incident h3 .label")).map(e => e.textContent.trim()),
		ZT: Array.from(document.querySelectorAll("#zt tbody tr[data-n]")).map(r => [r.closest("tbody").dataset.day, r.dataset.name, r.dataset.n].join("|")),
	})`)
	sort.Strings(v.Labels)
	return v
}

// records is an export's records as IDs and versions: "event <id> <rev>", "incident <id> <rev>".
func records(t *testing.T, data []byte) []string {
	t.Helper()
	var d eventlog.Doc
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range d.Events {
		out = append(out, "event "+e.ID+" "+e.Rev)
	}
	for _, in := range d.Incidents {
		out = append(out, fmt.Sprintf("incident %s %s %s", in.ID, in.Label(), in.Rev))
	}
	sort.Strings(out)
	return out
}

// TestMergeTwoDirectors: two Chromium profiles are two directors
// of one OCSB event. A creates it and logs a Zero Tolerance breach; B imports A's file; both
// log offline; each imports the other's file. Both then show the same union (labels, ZT
// counts per player), the same file again is already here, and the two logs, merged in
// opposite orders, are the same records in the same versions.
func TestMergeTwoDirectors(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	a, b := newBrowser(t, origin(s)), newBrowser(t, origin(s))
	dlA, dlB := downloads(t, a), downloads(t, b)
	nameDirector(t, a, s.URL, "Ana Tóth")
	nameDirector(t, b, s.URL, "Bea Kiss")
	id := newTeamsEvent(t, a, s.URL, "Területi csapatbajnokság", "1 Pécs\n2 Szeged", "7 Kovács Anna @1\n8 Nagy Béla @2\n9 Szabó Éva @2")
	logZT(t, a, s.URL, "7", "1")
	fileA, _ := exportLog(t, a, s.URL, dlA)

	// B imports A's file (at 360 px, in Hungarian): the plan names the new event and A's incident
	b.do(t, chromedp.EmulateViewport(360, 740))
	b.open(t, s.URL+"log?lang=hu")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{fileA}))
	b.waitJS(t, `document.getElementById("import-merge") !== null || document.getElementById("import-error") !== null`)
	plan := b.text(t, "#import-plan")
	if !b.has(t, `#import-plan section.import-event[data-event="`+id+`"] li.add`) || !strings.Contains(plan, "S1") {
		t.Errorf("B's plan of A's file: %q", plan)
	}
	b.shot(t, "360-merge-plan-hu")
	b.click(t, "import-merge")
	b.waitJS(t, `document.getElementById("import-done") !== null`)
	b.open(t, s.URL+"log/event?id="+id)
	if b.has(t, "#event-make-open") {
		b.click(t, "event-make-open")
	}

	// offline, both log: A two more breaches (player 7 again, player 8), B one (player 7)
	logZT(t, a, s.URL, "7", "1")
	logZT(t, a, s.URL, "8", "2")
	logZT(t, b, s.URL, "7", "1")
	ownA, ownB := readEvent(t, a, s.URL, id), readEvent(t, b, s.URL, id)
	fileA, dataA := exportLog(t, a, s.URL, dlA)
	fileB, dataB := exportLog(t, b, s.URL, dlB)

	// each imports the other's file
	for _, x := range []struct {
		who  *browser
		file string
	}{{a, fileB}, {b, fileA}} {
		x.who.open(t, s.URL+"log")
		x.who.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{x.file}))
		x.who.waitJS(t, `document.getElementById("import-plan") !== null || document.getElementById("import-error") !== null`)
		if p := x.who.text(t, "#import-plan"); x.who.has(t, "#import-plan li.clash") || !x.who.has(t, "#import-merge") {
			t.Fatalf("a plan with a clash or nothing to merge (the directors' labels must differ):\n%s", p)
		}
		x.who.click(t, "import-merge")
		x.who.waitJS(t, `document.getElementById("import-done") !== null || document.getElementById("import-error") !== null`)
		if e := x.who.text(t, "#import-error"); e != "" {
			t.Fatalf("merge: %s", e)
		}
	}
	va, vb := readEvent(t, a, s.URL, id), readEvent(t, b, s.URL, id)
	t.Logf("the union: labels %v, ZT %v", va.Labels, va.ZT)
	seen := map[string]bool{}
	for _, l := range va.Labels {
		if seen[l] {
			t.Errorf("label %s twice in %v", l, va.Labels)
		}
		seen[l] = true
	}
	if len(va.Labels) != 4 || strings.Join(va.Labels, " ") != strings.Join(vb.Labels, " ") {
		t.Errorf("labels: A %v, B %v; want the same 4 (A's own %v, B's own %v)", va.Labels, vb.Labels, ownA.Labels, ownB.Labels)
	}
	// B's own incident is labelled apart from A's (its own series)
	for _, l := range ownB.Labels {
		if l != "S1" && slices.Contains(ownA.Labels, l) {
			t.Errorf("B logged %s, a label A also gave out offline (A %v, B %v)", l, ownA.Labels, ownB.Labels)
		}
	}
	if strings.Join(va.ZT, "\n") != strings.Join(vb.ZT, "\n") {
		t.Errorf("ZT counts differ:\nA %v\nB %v", va.ZT, vb.ZT)
	}
	// player 7 three times today, player 8 once, as the engine counts the union
	want := ztRows(t, dataA, dataB)
	same := len(va.ZT) == len(want)
	for i := 0; same && i < len(want); i++ {
		g, w := strings.Split(va.ZT[i], "|"), strings.Split(want[i], "|")
		same = len(g) == 3 && g[0] == w[0] && strings.HasSuffix(g[1], w[1]) && g[2] == w[2]
	}
	if !same || !slices.Contains(want, want[0][:10]+"|Kovács Anna|3") {
		t.Errorf("ZT table on A:\n%v\nwant (eventlog.ZeroTolerance of the union: Kovács Anna 3 times)\n%v", va.ZT, want)
	}

	// the same file again: already here, nothing to merge
	b.open(t, s.URL+"log")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{fileA}))
	b.waitJS(t, `document.getElementById("import-plan") !== null`)
	if !b.has(t, "#import-nothing") || b.has(t, "#import-merge") || !b.has(t, "#import-plan li.same") {
		t.Errorf("the same file again: %q", b.text(t, "#import-plan"))
	}

	// merged in opposite orders, the two logs are the same records in the same versions
	_, endA := exportLog(t, a, s.URL, dlA)
	_, endB := exportLog(t, b, s.URL, dlB)
	ra, rb := records(t, endA), records(t, endB)
	if strings.Join(ra, "\n") != strings.Join(rb, "\n") {
		t.Errorf("the two logs differ:\nA\n%s\nB\n%s", strings.Join(ra, "\n"), strings.Join(rb, "\n"))
	}
	if len(ra) != 5 {
		t.Errorf("%d records, want 1 event and 4 incidents:\n%s", len(ra), strings.Join(ra, "\n"))
	}
}

// ztRows is the Zero Tolerance book (eventlog.ZTBook) over the union of two exports, as the
// event page's rows (day|who|count, who by the event's names).
func ztRows(t *testing.T, files ...[]byte) []string {
	t.Helper()
	byID := map[string]eventlog.Incident{}
	var ev eventlog.Event
	for _, f := range files {
		var d eventlog.Doc
		if err := json.Unmarshal(f, &d); err != nil {
			t.Fatal(err)
		}
		ev = d.Events[0]
		for _, in := range d.Incidents {
			byID[in.ID] = in
		}
	}
	var incs []eventlog.Incident
	for _, in := range byID {
		incs = append(incs, in)
	}
	var out []string
	for _, d := range eventlog.ZTBook(rulesets.Get("ocsb-kmor-2018"), incs) {
		for _, z := range d.Entries {
			who := ""
			for _, p := range ev.Participants {
				if p.Number == z.Team && z.Player == 0 {
					who = p.Name
				}
			}
			for _, p := range ev.Players {
				if p.ID == z.Player && z.Player != 0 {
					who = p.Name
				}
			}
			out = append(out, fmt.Sprintf("%s|%s|%d", d.Day, who, z.Count))
		}
	}
	return out
}

// TestMergeHostile: a file with a record holding a bad value and one with a field of a newer
// version: the plan lists the bad one with its reason and place, the rest merges, and the
// unknown field goes out again in the export.
func TestMergeHostile(t *testing.T) {
	need(t)
	ctx := context.Background()
	m := eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "kup-hostile", Name: "Kup Beograda", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12, Participants: []eventlog.Participant{{Number: 1, Name: "Zvezda"}, {Number: 2, Name: "Partizan"}}}
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	vals := c.Inputs.Defaults()
	res, err := c.Run(engine.NewParams(rs, nil), vals)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		in := eventlog.Incident{Event: ev.ID, Time: 13707000, Round: 1, Table: 2, Calculator: c.ID, Values: vals,
			Result: eventlog.Summary(res), Parties: []eventlog.PartyRef{{Role: "offender", Number: 1}}, Status: eventlog.Active}
		if _, err := m.AddIncident(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := eventlog.Export(ctx, m)
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	incs := doc["incidents"].([]any)
	incs[1].(map[string]any)["round"] = -5              // a bad value: S2 is left out
	incs[2].(map[string]any)["weather"] = "rain, windy" // a newer version's field: kept
	data, _ = json.Marshal(doc)
	file := filepath.Join(t.TempDir(), "hostile.json")
	os.WriteFile(file, data, 0o644)

	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	dl := downloads(t, b)
	b.open(t, s.URL+"log?lang=sr")
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{file}))
	b.waitJS(t, `document.getElementById("import-plan") !== null || document.getElementById("import-error") !== null`)
	if e := b.text(t, "#import-error"); e != "" {
		t.Fatalf("the file was refused whole: %s", e)
	}
	refused := eval[[]string](t, b, `Array.from(document.querySelectorAll("#import-refused li")).map(e => e.textContent)`)
	if len(refused) != 1 || !strings.Contains(refused[0], "S2") || !strings.Contains(refused[0], "Kup Beograda") || !strings.Contains(refused[0], "kolo") {
		t.Errorf("refused = %q; want S2 of Kup Beograda with its field", refused)
	}
	if txt := b.text(t, "#import-plan"); !strings.Contains(txt, "S1, S3") {
		t.Errorf("the plan does not add S1 and S3: %q", txt)
	}
	b.shot(t, "360-merge-hostile-sr")
	// Cancel writes nothing, and the same file chosen again shows its plan again
	b.click(t, "import-cancel")
	b.waitJS(t, `document.getElementById("import-plan") === null && document.getElementById("log-empty") !== null`)
	b.do(t, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{file}))
	b.waitJS(t, `document.getElementById("import-merge") !== null`)
	b.click(t, "import-merge")
	b.waitJS(t, `document.getElementById("import-done") !== null`)
	if n := incidentCount(t, b, s.URL, ev.ID); n != 2 {
		t.Errorf("%d incidents after the merge, want 2", n)
	}
	_, out := exportLog(t, b, s.URL, dl)
	if !strings.Contains(string(out), `"weather": "rain, windy"`) {
		t.Errorf("the newer field is not kept in the export:\n%s", out)
	}
}
