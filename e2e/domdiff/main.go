// Command domdiff compares two folders of DOM dumps (DOM_DUMP_DIR of the e2e suite, see
// e2e/domdump_test.go) state by state and prints a summary: states compared, identical,
// differing, and those only in one folder; each distinct difference once (a unified diff, with
// the states that show it, without the fragments -i allows to change); and for those fragments
// the distinct before → after pairs. It exits 1 when a state differs other than in allowed fragments or a
// state is only in one folder. e2e/domdiff.sh builds two revisions and runs it.
//
//	go run ./e2e/domdiff [-i REGEXP]... [-lines N] [-groups N] [-full FILE] BEFORE AFTER
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

type regexps []*regexp.Regexp

func (r *regexps) String() string { return fmt.Sprint(*r) }
func (r *regexps) Set(s string) error {
	re, err := regexp.Compile(s)
	if err != nil {
		return err
	}
	*r = append(*r, re)
	return nil
}

// hole stands for an allowed fragment in a masked text.
const hole = "\x00ALLOWED\x00"

func main() {
	var ignore regexps
	flag.Var(&ignore, "i", "a fragment allowed to change (Go regexp, repeatable; its first group, if any, is what the pairs show): states that differ only in such fragments count as allowed, and their distinct before → after pairs are listed")
	lines := flag.Int("lines", 80, "lines of each distinct diff printed")
	groups := flag.Int("groups", 30, "distinct diffs printed")
	full := flag.String("full", "", "write the diff of every differing state to this file")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: domdiff [-i REGEXP]... [-lines N] [-groups N] [-full FILE] BEFORE_DIR AFTER_DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 2 {
		flag.Usage()
		os.Exit(2)
	}
	before, after := flag.Arg(0), flag.Arg(1)
	a, b := list(before), list(after)
	var onlyA, onlyB, both []string
	for n := range a {
		if b[n] {
			both = append(both, n)
		} else {
			onlyA = append(onlyA, n)
		}
	}
	for n := range b {
		if !a[n] {
			onlyB = append(onlyB, n)
		}
	}
	sort.Strings(both)
	sort.Strings(onlyA)
	sort.Strings(onlyB)

	type group struct {
		states []string
		diff   string
	}
	var (
		identical, allowedOnly int
		differing              []string
		bySig                  = map[string]*group{}
		sigs                   []string
		pairs                  = map[[2]string]int{} // allowed before → after: states
		unpaired               []string
		fullOut                bytes.Buffer
	)
	for _, n := range both {
		x, y := read(filepath.Join(before, n)), read(filepath.Join(after, n))
		if x == y {
			identical++
			continue
		}
		mx, fx := mask(x, ignore)
		my, fy := mask(y, ignore)
		if len(fx) == len(fy) {
			seen := map[[2]string]bool{}
			for i := range fx {
				if p := [2]string{fx[i], fy[i]}; fx[i] != fy[i] && !seen[p] {
					seen[p] = true
					pairs[p]++
				}
			}
		} else if len(ignore) > 0 {
			unpaired = append(unpaired, fmt.Sprintf("%s (%d allowed fragments before, %d after)", n, len(fx), len(fy)))
		}
		if mx == my {
			allowedOnly++
			continue
		}
		differing = append(differing, n)
		fullOut.WriteString(udiff(n, x, y))
		// shown and grouped without the allowed fragments (listed above), which read {allowed}
		d := udiff(n, mx, my)
		sig := body(d)
		g := bySig[sig]
		if g == nil {
			g = &group{diff: d}
			bySig[sig] = g
			sigs = append(sigs, sig)
		}
		g.states = append(g.states, n)
	}

	fmt.Printf("DOM states: %d before, %d after; %d compared: %d identical, %d differing",
		len(a), len(b), len(both), identical, allowedOnly+len(differing))
	if len(ignore) > 0 {
		fmt.Printf(" (%d only in allowed fragments, %d otherwise)", allowedOnly, len(differing))
	}
	fmt.Printf("; %d only before, %d only after\n", len(onlyA), len(onlyB))
	printList := func(title string, l []string) {
		if len(l) == 0 {
			return
		}
		fmt.Printf("\n%s (%d):\n", title, len(l))
		for i, n := range l {
			if i == 50 {
				fmt.Printf("  … and %d more\n", len(l)-50)
				break
			}
			fmt.Println("  " + n)
		}
	}
	printList("only before", onlyA)
	printList("only after", onlyB)
	if len(ignore) > 0 {
		fmt.Printf("\nallowed fragments (%v) that changed, distinct before → after (states):\n", ignore)
		var ps [][2]string
		for p := range pairs {
			ps = append(ps, p)
		}
		sort.Slice(ps, func(i, j int) bool {
			if ps[i][0] != ps[j][0] {
				return ps[i][0] < ps[j][0]
			}
			return ps[i][1] < ps[j][1]
		})
		for _, p := range ps {
			fmt.Printf("  %s → %s  (%d)\n", p[0], p[1], pairs[p])
		}
		if len(ps) == 0 {
			fmt.Println("  none")
		}
		printList("states whose allowed fragments could not be paired (their number changed)", unpaired)
	}
	if len(differing) > 0 {
		sort.SliceStable(sigs, func(i, j int) bool { return len(bySig[sigs[i]].states) > len(bySig[sigs[j]].states) })
		fmt.Printf("\n%d distinct differences in %d states:\n", len(sigs), len(differing))
		for i, s := range sigs {
			if i == *groups {
				fmt.Printf("\n… and %d more distinct differences (-groups, -full)\n", len(sigs)-i)
				break
			}
			g := bySig[s]
			fmt.Printf("\n#%d: %d states: %s", i+1, len(g.states), strings.Join(g.states[:min(len(g.states), 5)], ", "))
			if len(g.states) > 5 {
				fmt.Printf(", … (%d more)", len(g.states)-5)
			}
			fmt.Println()
			dl := strings.Split(strings.TrimSuffix(g.diff, "\n"), "\n")
			for j, l := range dl {
				if j == *lines {
					fmt.Printf("  … %d more lines (-lines)\n", len(dl)-j)
					break
				}
				if len(l) > 400 {
					l = l[:400] + "…"
				}
				fmt.Println("  " + l)
			}
		}
	}
	if *full != "" {
		if err := os.WriteFile(*full, fullOut.Bytes(), 0o644); err != nil {
			fail(err)
		}
	}
	if len(differing) > 0 || len(onlyA) > 0 || len(onlyB) > 0 {
		os.Exit(1)
	}
}

// list returns the dumps under dir, by path relative to it.
func list(dir string) map[string]bool {
	out := map[string]bool{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".html") {
			r, _ := filepath.Rel(dir, p)
			out[r] = true
		}
		return nil
	})
	if err != nil {
		fail(err)
	}
	return out
}

func read(p string) string {
	b, err := os.ReadFile(p)
	if err != nil {
		fail(err)
	}
	return string(b)
}

// mask replaces every allowed fragment of s by hole and returns them in order: each match of
// a regexp, or its first group when it has one (the context around the group is then masked
// with it but not shown).
func mask(s string, ignore regexps) (string, []string) {
	var frags []string
	for _, re := range ignore {
		s = re.ReplaceAllStringFunc(s, func(m string) string {
			if g := re.FindStringSubmatch(m); len(g) > 1 {
				m = g[1]
			}
			frags = append(frags, m)
			return hole
		})
	}
	return s, frags
}

// udiff is diff -u of x and y, labelled before/name and after/name.
func udiff(name, x, y string) string {
	dir, err := os.MkdirTemp("", "domdiff")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	px, py := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(px, []byte(strings.ReplaceAll(x, hole, "{allowed}")), 0o644)
	os.WriteFile(py, []byte(strings.ReplaceAll(y, hole, "{allowed}")), 0o644)
	out, err := exec.Command("diff", "-u", "--label", "before/"+name, "--label", "after/"+name, px, py).Output()
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
		fail(fmt.Errorf("diff: %v", err))
	}
	return string(out)
}

// body is what a unified diff changes: its removed and added lines, without the file and hunk
// headers, the context and the indentation, so that one change on many pages or at other
// depths gives one body.
func body(d string) string {
	var b strings.Builder
	for _, l := range strings.Split(d, "\n") {
		if strings.HasPrefix(l, "--- ") || strings.HasPrefix(l, "+++ ") || !(strings.HasPrefix(l, "-") || strings.HasPrefix(l, "+")) {
			continue
		}
		b.WriteString(l[:1] + strings.TrimLeft(l[1:], " ") + "\n")
	}
	return b.String()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "domdiff:", err)
	os.Exit(2)
}
