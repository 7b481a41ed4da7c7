package club

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

const (
	keyAna  = "6kpsY-KcUgq-9VB7Ey7F-ZVHdq6-vnuSQh7qaRRG0iw"
	keyBela = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
)

// TestDirectorKeys: a club file names its directors' signing keys; a receipt signed by one of
// them names the director, any other key is unknown; the keys survive Encode.
func TestDirectorKeys(t *testing.T) {
	f, err := Decode([]byte(`{"format":1,"club":"BK Novi Sad","director_keys":{"Ana Kovač":"` + keyAna + `","Bela Tóth":"` + keyBela + `"}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Ana Kovač": keyAna, "Bela Tóth": keyBela}
	if !reflect.DeepEqual(f.Keys, want) {
		t.Errorf("Keys = %v, want %v", f.Keys, want)
	}
	for _, tc := range []struct{ key, want string }{
		{keyAna, "Ana Kovač"}, {keyBela, "Bela Tóth"}, {strings.Replace(keyAna, "6", "7", 1), ""}, {"", ""},
	} {
		if got := f.KeyName(tc.key); got != tc.want {
			t.Errorf("KeyName(%q) = %q, want %q", tc.key, got, tc.want)
		}
	}
	b, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Decode(b)
	if err != nil || !reflect.DeepEqual(g, f) {
		t.Errorf("Decode(Encode) = %+v, %v, want %+v", g, err, f)
	}
	// a file without keys has none, and names no key
	if f, _ := Decode([]byte(`{"format":1}`)); f.Keys != nil || f.KeyName(keyAna) != "" {
		t.Errorf("a file without director_keys: Keys = %v", f.Keys)
	}
	var none *File
	if none.KeyName(keyAna) != "" {
		t.Error("no club file names a key")
	}
	// a lost phone: the new file lists the new key and drops the old one
	lost, err := Decode([]byte(`{"format":1,"director_keys":{"Ana Kovač":"` + keyBela + `"}}`))
	if err != nil || lost.KeyName(keyAna) != "" || lost.KeyName(keyBela) != "Ana Kovač" {
		t.Errorf("after a new key: KeyName(old) = %q, KeyName(new) = %q, %v", lost.KeyName(keyAna), lost.KeyName(keyBela), err)
	}
}

func TestDirectorKeyErrors(t *testing.T) {
	for _, tc := range []struct {
		name, keys, path, key string
	}{
		{"not an object", `[]`, "director_keys", "club.err.type"},
		{"a number", `{"Ana":5}`, "director_keys.Ana", "club.err.type"},
		{"short", `{"Ana":"` + keyAna[1:] + `"}`, "director_keys.Ana", "club.err.signkey"},
		{"padded", `{"Ana":"` + keyAna + `="}`, "director_keys.Ana", "club.err.signkey"},
		{"standard base64", `{"Ana":"` + strings.ReplaceAll(keyAna, "-", "+") + `"}`, "director_keys.Ana", "club.err.signkey"},
		{"trailing bits", `{"Ana":"` + keyBela[:42] + `B"}`, "director_keys.Ana", "club.err.signkey"},
		{"same key twice", `{"Ana":"` + keyAna + `","Bela":"` + keyAna + `"}`, "director_keys.Bela", "club.err.signkey.twice"},
		{"same name twice", `{"Ana":"` + keyAna + `","Ana":"` + keyBela + `"}`, "director_keys.Ana", "club.err.duplicate"},
		{"no name", `{"":"` + keyAna + `"}`, "director_keys.", "club.err.long"},
		{"long name", `{"` + strings.Repeat("é", MaxName+1) + `":"` + keyAna + `"}`, "director_keys." + strings.Repeat("é", MaxName+1), "club.err.long"},
	} {
		_, err := Decode([]byte(`{"format":1,"director_keys":` + tc.keys + `}`))
		var e *engine.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: Decode = %v, want %s on %s", tc.name, err, tc.key, tc.path)
			continue
		}
		if e.Field != tc.path || e.Key != tc.key {
			t.Errorf("%s: Decode error %s %s, want %s %s", tc.name, e.Field, e.Key, tc.path, tc.key)
		}
		for _, l := range msg.Langs {
			if m := e.Message(l); strings.Contains(m, "{name}") || strings.Contains(m, "{path}") || m == e.Key {
				t.Errorf("%s: Message(%v) = %q", tc.name, l, m)
			}
		}
	}
}
