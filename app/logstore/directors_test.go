//go:build !wasm

package logstore

import (
	"encoding/json"
	"strings"
	"testing"

	"arbiter/engine/eventlog"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// memStorage is localStorage for native tests.
type memStorage map[string]string

var _ app.BrowserStorage = memStorage{}

func (m memStorage) Set(k string, v any) error {
	b, err := json.Marshal(v)
	m[k] = string(b)
	return err
}
func (m memStorage) Get(k string, v any) error {
	if s, ok := m[k]; ok {
		return json.Unmarshal([]byte(s), v)
	}
	return nil
}
func (m memStorage) Del(k string)           { delete(m, k) }
func (m memStorage) Len() int               { return len(m) }
func (m memStorage) Clear()                 { clear(m) }
func (m memStorage) Contains(k string) bool { _, ok := m[k]; return ok }
func (m memStorage) ForEach(f func(k string)) {
	for k := range m {
		f(k)
	}
}

// The director on a phone: an ID made once and kept, never changed by a name.
func TestThisDirector(t *testing.T) {
	st := memStorage{}
	a := ThisDirector(st)
	if !DirectorID(a.ID) || a.Name != "" {
		t.Fatalf("first use: %+v", a)
	}
	st.Set(KeyDirectorName, CleanName("  Kiss   Anna "))
	b := ThisDirector(st)
	if b.ID != a.ID || b.Name != "Kiss Anna" {
		t.Errorf("second use: %+v, want ID %s and name Kiss Anna", b, a.ID)
	}
	st.Set(KeyDirectorID, "not valid!")
	if c := ThisDirector(st); c.ID == "not valid!" || !DirectorID(c.ID) {
		t.Errorf("a damaged ID kept: %q", c.ID)
	}
	if n := CleanName(strings.Repeat("é", eventlog.MaxName+5)); len([]rune(n)) != eventlog.MaxName {
		t.Errorf("cleanName keeps %d characters, want %d", len([]rune(n)), eventlog.MaxName)
	}
}
