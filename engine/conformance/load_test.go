package conformance

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/internal/shared"
)

// TestLoadCases: folders are read recursively; a case in a later folder with the same file
// name and id replaces the earlier folder's (the shared copy wins over the repository's); a
// missing or empty folder and a malformed file are errors.
func TestLoadCases(t *testing.T) {
	doc := func(ids ...string) string {
		var cs []string
		for _, id := range ids {
			cs = append(cs, `{"id": "`+id+`", "fn": "f", "in": {}, "want": 1}`)
		}
		return `{"vectors": [` + strings.Join(cs, ", ") + "]}"
	}
	type folder map[string]string // file path in the folder → content; nil: the folder is missing
	for _, tt := range []struct {
		name    string
		folders []folder
		want    []string // "folder index:file name/id", in run order
		errs    []string // a part of each error, in order
	}{
		{"one folder, recursively, other files ignored",
			[]folder{{"a.json": doc("1", "2"), "sub/deeper/b.json": doc("3"), "notes.txt": "x", "c.json.bak": "x"}},
			[]string{"0:a.json/1", "0:a.json/2", "0:b.json/3"}, nil},
		{"the later copy of a case wins and runs once",
			[]folder{{"a.json": doc("1", "2", "3")}, {"a.json": doc("2", "4")}},
			[]string{"0:a.json/1", "0:a.json/3", "1:a.json/2", "1:a.json/4"}, nil},
		{"same id in another file name is another case",
			[]folder{{"a.json": doc("1")}, {"b.json": doc("1")}},
			[]string{"0:a.json/1", "1:b.json/1"}, nil},
		{"file names match across subfolders",
			[]folder{{"a.json": doc("1", "2")}, {"area/a.json": doc("1")}},
			[]string{"0:a.json/2", "1:a.json/1"}, nil},
		{"three folders: the last wins",
			[]folder{{"a.json": doc("1")}, {"a.json": doc("1")}, {"a.json": doc("1")}},
			[]string{"2:a.json/1"}, nil},
		{"within one folder every case runs",
			[]folder{{"a.json": doc("1", "1"), "x/a.json": doc("1")}},
			[]string{"0:a.json/1", "0:a.json/1", "0:a.json/1"}, nil},
		{"cases without an id are never merged (they fail as malformed)",
			[]folder{{"a.json": doc("")}, {"a.json": doc("")}},
			[]string{"0:a.json/", "1:a.json/"}, nil},
		{"a missing folder is an error, the others still load",
			[]folder{nil, {"a.json": doc("1")}},
			[]string{"1:a.json/1"}, []string{"no such file"}},
		{"an empty folder is an error",
			[]folder{{"notes.txt": "x"}, {"a.json": doc("1")}},
			[]string{"1:a.json/1"}, []string{"holds no *.json file"}},
		{"malformed files are errors, the other files still load",
			[]folder{{"a.json": doc("1"), "b.json": `{"vectors": [`, "c.json": doc("2") + "}", "d.json": `{"cases": []}`, "e.json": `{"vectors": {}}`}},
			[]string{"0:a.json/1"}, []string{"b.json", "c.json: data after", `d.json: no "vectors"`, "e.json"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var dirs []string
			for _, f := range tt.folders {
				dir := filepath.Join(t.TempDir(), "v")
				for name, content := range f {
					p := filepath.Join(dir, filepath.FromSlash(name))
					if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				dirs = append(dirs, dir)
			}
			cases, errs := loadCases(dirs)
			var got []string
			for _, c := range cases {
				i := 0
				for i < len(dirs) && !strings.HasPrefix(c.File, dirs[i]+string(filepath.Separator)) {
					i++
				}
				got = append(got, string(rune('0'+i))+":"+filepath.Base(c.File)+"/"+c.ID)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("cases = %q, want %q", got, tt.want)
			}
			if len(errs) != len(tt.errs) {
				t.Fatalf("errors = %v, want %d errors like %q", errs, len(tt.errs), tt.errs)
			}
			for i, err := range errs {
				if !strings.Contains(err.Error(), tt.errs[i]) {
					t.Errorf("error %d = %v, want it to say %q", i, err, tt.errs[i])
				}
			}
		})
	}
}

// TestVectorDirs: VECTORS_DIRS names the folders (relative ones from the repository root);
// unset, the repository's copy comes first and ../shared/vectors (when it exists) after it, so
// that the shared copy wins.
func TestVectorDirs(t *testing.T) {
	root, err := shared.Root()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("VECTORS_DIRS", "/a::b/c:")
	if got, err := vectorDirs(); err != nil || !reflect.DeepEqual(got, []string{"/a", filepath.Join(root, "b", "c")}) {
		t.Errorf("VECTORS_DIRS=/a::b/c: → %q, %v", got, err)
	}
	t.Setenv("VECTORS_DIRS", "")
	own := filepath.Join(root, filepath.FromSlash(repoVectors))
	want := []string{own}
	if d := filepath.Join(filepath.Dir(root), "shared", "vectors"); isDir(d) {
		want = append(want, d)
	}
	if got, err := vectorDirs(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("VECTORS_DIRS unset → %q, %v; want %q", got, err, want)
	}
	if files, _ := filepath.Glob(filepath.Join(own, "*.json")); len(files) == 0 {
		t.Errorf("the repository's copy %s holds no *.json file", own)
	}
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}
