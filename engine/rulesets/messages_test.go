package rulesets

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/msg"

	// every engine package that registers texts, so that the catalogue is complete here
	_ "arbiter/engine/bridge"
	_ "arbiter/engine/cards"
	_ "arbiter/engine/eventlog"
	_ "arbiter/engine/input"
	_ "arbiter/engine/link"
	_ "arbiter/engine/pbn"
	_ "arbiter/engine/rules/law12"
)

// ijekavian lists fragments of ijekavian or Croatian forms (glossary.md "How to read" and
// pitfall 13; MODEL.md): the product's Serbian is ekavian.
var ijekavian = []string{
	"vrijem", "podijel", "dijel", "sudac", "natjecanj", "izvođač igre", "pratitelj", "prije",
	"riječ", "rijek", "rijet", "riješ", "srijed", "lijep", "mjes", "mjer", "mijen", "cijel",
	"bijel", "ocijen", "sjed", "tjed", "vjer", "vidjet", "htjel", "uvijek", "gdje",
}

// ekavianExceptions are ekavian words that contain a fragment above.
var ekavianExceptions = []string{"prijem"}

var (
	bareMP = regexp.MustCompile(`(^|[^\p{L}\p{N}])MPs?($|[^\p{L}\p{N}])`)
	// Hungarian: the VSZ's own compounds ("MP-párosverseny", glossary §3) name matchpoints
	// unambiguously; a standalone "MP" does not.
	bareMPHu    = regexp.MustCompile(`(^|[^\p{L}\p{N}])MPs?($|[^\p{L}\p{N}-])`)
	placeholder = regexp.MustCompile(`\{[a-z_0-9]+\}`)
	// a decimal in the other locale's form, before a unit: "12,5 VP" in English, "12.5%" in Serbian
	enComma  = regexp.MustCompile(`\d,\d{1,2}\s*(%|VP|IMP|Ft)`)
	sepPoint = regexp.MustCompile(`\d\.\d{1,2}\s*(%|VP|IMP|Ft)`)
)

func ijekavianIn(s string) string {
	l := strings.ToLower(s)
	for _, x := range ekavianExceptions {
		l = strings.ReplaceAll(l, x, "")
	}
	for _, m := range ijekavian {
		if strings.Contains(l, m) {
			return m
		}
	}
	return ""
}

func placeholders(s string) string {
	p := placeholder.FindAllString(s, -1)
	sort.Strings(p)
	return strings.Join(dedupe(p), " ")
}

func dedupe(p []string) []string { // dedupe a sorted list
	out := p[:0]
	for i, x := range p {
		if i == 0 || x != p[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// TestMessagesComplete checks every registered text: all three languages present, Serbian
// ekavian, no bare "MP" (matchpoints or masterpoints?), the same placeholders in every
// language, and decimals in each locale's own form.
func TestMessagesComplete(t *testing.T) {
	keys := msg.Keys()
	if len(keys) < 50 {
		t.Fatalf("only %d keys registered", len(keys))
	}
	for _, k := range keys {
		tx, _ := msg.Lookup(k)
		if tx.En == "" || tx.Sr == "" || tx.Hu == "" {
			t.Errorf("%s: missing translation (en %q, sr %q, hu %q)", k, tx.En, tx.Sr, tx.Hu)
			continue
		}
		if m := ijekavianIn(tx.Sr); m != "" {
			t.Errorf("%s: Serbian %q has the ijekavian form %q; write ekavian", k, tx.Sr, m)
		}
		for lang, s := range map[string]string{"en": tx.En, "sr": tx.Sr, "hu": tx.Hu} {
			re := bareMP
			if lang == "hu" {
				re = bareMPHu
			}
			if re.MatchString(s) {
				t.Errorf("%s: %s text %q has a bare \"MP\"; write matchpoints or masterpoints in full", k, lang, s)
			}
		}
		if pe, ps, ph := placeholders(tx.En), placeholders(tx.Sr), placeholders(tx.Hu); pe != ps || pe != ph {
			t.Errorf("%s: placeholders differ: en [%s], sr [%s], hu [%s]", k, pe, ps, ph)
		}
		if enComma.MatchString(tx.En) {
			t.Errorf("%s: English %q writes a decimal comma", k, tx.En)
		}
		if sepPoint.MatchString(tx.Sr) {
			t.Errorf("%s: Serbian %q writes a decimal point", k, tx.Sr)
		}
		if sepPoint.MatchString(tx.Hu) {
			t.Errorf("%s: Hungarian %q writes a decimal point", k, tx.Hu)
		}
	}
}

// The checks themselves catch what they are meant to catch.
func TestMessageChecks(t *testing.T) {
	for _, s := range []string{"Vrijeme igre", "podijeli", "sudac", "natjecanje", "izvođač igre", "prije kraja", "lijepo", "mjesto", "primijeni"} {
		if ijekavianIn(s) == "" {
			t.Errorf("ijekavianIn(%q) = \"\", want a marker", s)
		}
	}
	for _, s := range []string{"vreme igre", "podeli", "sudija", "takmičenje", "izvođač", "pre kraja", "lepo", "mesto", "primeni", "nije", "prijem", "odjednom", "serije", "kategorije"} {
		if m := ijekavianIn(s); m != "" {
			t.Errorf("ijekavianIn(%q) = %q, want none", s, m)
		}
	}
	for _, s := range []string{"50 MP", "MP: 3", "(MP)", "MPs"} {
		if !bareMP.MatchString(s) {
			t.Errorf("bareMP misses %q", s)
		}
	}
	for _, s := range []string{"matchpoints", "IMP", "AMPLE", "MPX"} {
		if bareMP.MatchString(s) {
			t.Errorf("bareMP matches %q", s)
		}
	}
	if bareMPHu.MatchString("MP-párosverseny") || !bareMPHu.MatchString("kap 1 MP.") {
		t.Errorf("bareMPHu: a VSZ compound matched, or a standalone MP missed")
	}
	if got := placeholders("{b} x {a} {b}"); got != "{a} {b}" {
		t.Errorf("placeholders = %q", got)
	}
}

// huArticle and huGluedSuffix catch Hungarian that reads machine-made: the
// article "a(z)" written for a value whose first sound is not known, and a case ending glued to
// a placeholder ("{value}-val", "{boards}-ból", "{mult}-szeres"), whose vowel harmony and
// assimilation depend on the number printed. Rephrase instead: the value after a colon or in
// brackets ("leosztás: {n}", "a küszöb ({trigger})"), or as an ordinal ("{n}. leosztás").
// "-ig" and "-kor" do not change with the word ("{deadline}-ig"), and a suffix after a sign
// ("{pct}%-a") follows the sign's name, so both are left alone.
var (
	huArticle     = regexp.MustCompile(`(?i)\ba\(z\)`)
	huGluedSuffix = regexp.MustCompile(`\}-(?:[bn][aáeé]n|[bn]ól|[bn]ől|b[ae]|r[ae]|[vn][ae]l|nak|nek|t[aeo]?|at|et|ot|öt|szeres|szoros|szörös|ból|ből|hoz|hez|höz|t[óő]l|nál|nél)\b`)
)

func TestHungarianNotMachineMade(t *testing.T) {
	All() // every regulation's texts (they register when a regulation loads)
	for _, k := range msg.Keys() {
		tx, _ := msg.Lookup(k)
		if m := huArticle.FindString(tx.Hu); m != "" {
			t.Errorf("%s: Hungarian %q writes %q: rephrase so no article is needed", k, tx.Hu, m)
		}
		if m := huGluedSuffix.FindString(tx.Hu); m != "" {
			t.Errorf("%s: Hungarian %q glues %q to a placeholder: its form depends on the value", k, tx.Hu, m)
		}
	}
	for _, s := range []string{"a(z) {n}. leosztás", "A(z) {x}"} {
		if !huArticle.MatchString(s) {
			t.Errorf("huArticle misses %q", s)
		}
	}
	for _, s := range []string{"{value}-val", "{boards}-ból", "{played}-t", "{mult}-szeres", "{top}-ból"} {
		if !huGluedSuffix.MatchString(s) {
			t.Errorf("huGluedSuffix misses %q", s)
		}
	}
	for _, s := range []string{"{deadline}-ig", "{official}-kor", "{pct}%-a", "{pct}%-nál", "{n}. leosztás"} {
		if huGluedSuffix.MatchString(s) {
			t.Errorf("huGluedSuffix matches %q", s)
		}
	}
}

// srCount catches a Serbian count written straight before a noun whose form after 2–4 differs
// from the form after 5 or more ("3 bordova" should be "3 borda"): write the
// count after a label instead ("broj bordova: {n}", "bordova: {n}") or as an ordinal ("posle
// {n}. borda"). srCountFixed lists the texts whose number is fixed by the rules or the game
// (7–13 tricks needed, 13 cards, boards every 8 or 16), so the form is always right.
var (
	srCount      = regexp.MustCompile(`\{[a-z_0-9]+\} (bordova|timova|sati|štihova|karata|stavki|incidenata|delova|mečeva|ruku|redova|bula)\b`)
	srCountFixed = map[string]bool{
		"scoring.step.contract":       true, // {need} štihova: 7 to 13
		"nsbk.step.fouled-side":       true, // {cards} karata: 13
		"ocsb.step.seat-change":       true, // {every} bordova: 8 or 16
		"vsz.step.um-imp-each":        true, // do {short} bordova: 16 by default
		"vsz.step.chg-ask-conditions": true, // kraćeg od {boards} bordova: the regulation's segment length
	}
)

func TestSerbianCounts(t *testing.T) {
	All()
	for _, k := range msg.Keys() {
		tx, _ := msg.Lookup(k)
		if m := srCount.FindString(tx.Sr); m != "" && !srCountFixed[k] {
			t.Errorf("%s: Serbian %q writes %q: the noun's form depends on the number; put the count after a label", k, tx.Sr, m)
		}
	}
	if !srCount.MatchString("za {boards} bordova") || srCount.MatchString("broj bordova: {boards}") {
		t.Errorf("srCount: misses a count before a noun, or matches a labelled count")
	}
}
