package udiff

import (
	"strings"
	"testing"
)

const ten = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"

// two hunks, the second adding a last line without a line end (diff -u's output)
const twoHunks = `a comment before the diff is skipped
--- a/x.txt	2026-12-05 14:41:07.807545917 +0000
+++ b/x.txt	2026-12-05 14:41:07.807545917 +0000
@@ -1,5 +1,5 @@
 a
-b
+B
 c
 d
 e
@@ -8,3 +8,4 @@
 h
 i
 j
+k
\ No newline at end of file
`

func TestApply(t *testing.T) {
	for _, tc := range []struct {
		name, diff, src, want string
	}{
		{"as the header says", twoHunks, ten, "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk"},
		{"lines moved down", twoHunks, "0\n1\n" + ten, "0\n1\na\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk"},
		{"lines moved up", twoHunks, "a\nb\nc\nd\ne\ng\nh\ni\nj\n", "a\nB\nc\nd\ne\ng\nh\ni\nj\nk"},
		{"a new file", "--- /dev/null\n+++ b/n.go\n@@ -0,0 +1,2 @@\n+package n\n+\n", "", "package n\n\n"},
		{"a line end added", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+y\n", "x\ny", "x\ny\n"},
		{"an editor's blank context line", "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n x\n\n-y\n+z\n", "x\n\ny\n", "x\n\nz\n"},
		{"only added, no context", "--- a/x\n+++ b/x\n@@ -1,0 +2 @@\n+y\n", "x\nz\n", "x\ny\nz\n"},
	} {
		fs, err := Parse([]byte(tc.diff))
		if err != nil {
			t.Errorf("%s: Parse: %v", tc.name, err)
			continue
		}
		if len(fs) != 1 {
			t.Errorf("%s: Parse = %d files, want 1", tc.name, len(fs))
			continue
		}
		var src []byte
		if tc.src != "" {
			src = []byte(tc.src)
		}
		got, err := fs[0].Apply(src)
		if err != nil || string(got) != tc.want {
			t.Errorf("%s: Apply = %q, %v, want %q", tc.name, got, err, tc.want)
		}
	}
}

// A hunk whose context or removed text is no longer there, or is there twice, stops the patch
// with the file and the hunk named: upstream moved.
func TestApplyRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, diff, src, want string
	}{
		{"context changed", twoHunks, strings.Replace(ten, "d\n", "D\n", 1), "x.txt: hunk 1 of 2 (@@ -1,5 +1,5 @@) does not match"},
		{"first context line changed", twoHunks, strings.Replace(ten, "a\n", "A\n", 1), "x.txt: hunk 1 of 2 (@@ -1,5 +1,5 @@) does not match"},
		{"last context line changed", twoHunks, strings.Replace(ten, "e\n", "e \n", 1), "x.txt: hunk 1 of 2 (@@ -1,5 +1,5 @@) does not match"},
		{"removed line changed", twoHunks, strings.Replace(ten, "b\n", "b2\n", 1), "x.txt: hunk 1 of 2 (@@ -1,5 +1,5 @@) does not match"},
		{"second hunk's context gone", twoHunks, strings.Replace(ten, "i\n", "", 1), "x.txt: hunk 2 of 2 (@@ -8,3 +8,4 @@) does not match"},
		{"a line end added upstream", twoHunks, ten[:len(ten)-1], "x.txt: hunk 2 of 2"},
		{"twice, neither where the header says", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n p\n-q\n+r\n", "0\np\nq\np\nq\n", "x: hunk 1 of 1 (@@ -1,2 +1,2 @@) does not match at line 1 and matches at 2 places"},
		{"a new file that is there", "--- /dev/null\n+++ b/n.go\n@@ -0,0 +1 @@\n+package n\n", "package m\n", "n.go: a new file, but there is one already"},
	} {
		fs, err := Parse([]byte(tc.diff))
		if err != nil {
			t.Errorf("%s: Parse: %v", tc.name, err)
			continue
		}
		got, err := fs[0].Apply([]byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Apply = %q, %v, want the error %q", tc.name, got, err, tc.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct{ name, diff, want string }{
		{"no file", "just text\n", "no file patched"},
		{"no hunk", "--- a/x\n+++ b/x\n", "x: no hunk"},
		{"a hunk alone", "@@ -1 +1 @@\n-a\n+b\n", "a hunk outside a file"},
		{"bad header", "--- a/x\n+++ b/x\n@@ -1,a +1 @@\n-a\n+b\n", "not a hunk header"},
		{"too short", "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n", "lines short"},
		{"a stray line", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n*b\n", `"*b" in hunk`},
		{"cut off", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n b", "the diff ends inside hunk"},
	} {
		if fs, err := Parse([]byte(tc.diff)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Parse = %v, %v, want the error %q", tc.name, fs, err, tc.want)
		}
	}
	fs, err := Parse([]byte(twoHunks + "between files\n--- a/y\n+++ b/y\n@@ -1 +1 @@\n-p\n+q\n"))
	if err != nil || len(fs) != 2 || fs[0].Old != "x.txt" || fs[1].New != "y" || len(fs[0].Hunks) != 2 || fs[0].Hunks[1].NewStart != 8 || fs[0].Hunks[1].NewLines != 4 {
		t.Errorf("Parse of two files = %+v, %v", fs, err)
	}
}
