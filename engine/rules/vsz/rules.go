package vsz

import "arbiter/engine"

// rules is one entry for every ### rule of mbsz-vsz-2017 in shared/spec/rules-catalogue.md, with
// its citation, the calculators that compute it and its summary (rule.<ID>).
var rules = []engine.Rule{
	{ID: "vsz.11", Section: "VSZ 11", Calculators: []string{"vsz.cross-imp", "vsz.butler", "vsz.matchpoints"}, Summary: "rule.vsz.11"},
	{ID: "vsz.12", Section: "VSZ 12", Calculators: []string{"vsz.imp-vp", "vsz.bam"}, Summary: "rule.vsz.12"},
	{ID: "vsz.14", Section: "VSZ 14.A–C", Calculators: []string{"vsz.seating-first"}, Summary: "rule.vsz.14"},
	{ID: "vsz.14D", Section: "VSZ 14.D", Calculators: []string{"vsz.seating-error", "vsz.unfinished-match"}, Summary: "rule.vsz.14D"},
	{ID: "vsz.15", Section: "VSZ 15", Calculators: []string{"vsz.correction-deadline", "vsz.revealed-board"}, Summary: "rule.vsz.15"},
	{ID: "vsz.16", Section: "VSZ 16", Calculators: []string{"vsz.protest-deadline", "vsz.szeb-deadline", "vsz.protest-fee"}, Summary: "rule.vsz.16"},
	{ID: "vsz.17", Section: "VSZ 17", Calculators: []string{"vsz.time", "vsz.unplayed-time"}, Summary: "rule.vsz.17"},
	{ID: "vsz.18–20", Section: "VSZ 18–20", Calculators: []string{"vsz.lateness", "vsz.substitute", "vsz.change"}, Summary: "rule.vsz.18–20"},
	{ID: "vsz.21–22", Section: "VSZ 21–22", Calculators: []string{"vsz.absent-team", "vsz.absent-pair", "vsz.bye-team", "vsz.bye-pair"}, Summary: "rule.vsz.21–22"},
	{ID: "vsz.24–26", Section: "VSZ 24–26", Calculators: []string{"vsz.concession", "vsz.withdrawal"}, Summary: "rule.vsz.24–26"},
	{ID: "vsz.27", Section: "VSZ 27", Calculators: []string{"vsz.disciplinary-range"}, Summary: "rule.vsz.27"},
	{ID: "vsz.other", Section: "VSZ 3, 6, 7, 13, 14.D, 16, 20.B, 23, 24, 26", Calculators: []string{"vsz.unit-size", "vsz.postponement"}, Summary: "rule.vsz.other"},
}
