// Package wasmsym reads the function sizes of a WebAssembly module from its code section and
// their names from the "name" custom section: `go tool nm` does not read wasm files.
package wasmsym

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Func is one function body of the module.
type Func struct {
	Name string
	Size int // bytes of its body in the code section
}

// Module is what Read learns of a module.
type Module struct {
	Funcs    []Func         // defined functions, largest first
	Sections map[string]int // bytes per section: "code", "data", "custom:name", …
}

var sectionNames = map[byte]string{0: "custom", 1: "type", 2: "import", 3: "function", 4: "table",
	5: "memory", 6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}

type reader struct {
	b []byte
	i int
}

func (r *reader) uvarint() (uint64, error) {
	v, n := binary.Uvarint(r.b[r.i:])
	if n <= 0 {
		return 0, errors.New("wasmsym: bad LEB128")
	}
	r.i += n
	return v, nil
}

func (r *reader) bytes(n uint64) ([]byte, error) {
	if n > uint64(len(r.b)-r.i) {
		return nil, errors.New("wasmsym: truncated")
	}
	s := r.b[r.i : r.i+int(n)]
	r.i += int(n)
	return s, nil
}

// Read parses a wasm module.
func Read(b []byte) (*Module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("wasmsym: not a wasm module")
	}
	m := &Module{Sections: map[string]int{}}
	r := &reader{b: b, i: 8}
	var imports uint64
	var sizes []int
	names := map[uint64]string{}
	for r.i < len(b) {
		id := b[r.i]
		r.i++
		n, err := r.uvarint()
		if err != nil {
			return nil, err
		}
		body, err := r.bytes(n)
		if err != nil {
			return nil, err
		}
		s := &reader{b: body}
		name := sectionNames[id]
		switch id {
		case 0:
			l, err := s.uvarint()
			if err != nil {
				return nil, err
			}
			cn, err := s.bytes(l)
			if err != nil {
				return nil, err
			}
			name = "custom:" + string(cn)
			if string(cn) == "name" {
				readNames(s, names)
			}
		case 2:
			cnt, err := s.uvarint()
			if err != nil {
				return nil, err
			}
			for range cnt {
				for range 2 { // module, field
					l, err := s.uvarint()
					if err != nil {
						return nil, err
					}
					if _, err := s.bytes(l); err != nil {
						return nil, err
					}
				}
				kind := s.b[s.i]
				s.i++
				if kind == 0 {
					imports++
				}
				if _, err := skipImportDesc(s, kind); err != nil {
					return nil, err
				}
			}
		case 10:
			cnt, err := s.uvarint()
			if err != nil {
				return nil, err
			}
			for range cnt {
				l, err := s.uvarint()
				if err != nil {
					return nil, err
				}
				if _, err := s.bytes(l); err != nil {
					return nil, err
				}
				sizes = append(sizes, int(l))
			}
		}
		if name == "" {
			name = fmt.Sprintf("section%d", id)
		}
		m.Sections[name] += int(n)
	}
	for i, sz := range sizes {
		nm := names[imports+uint64(i)]
		if nm == "" {
			nm = fmt.Sprintf("func[%d]", imports+uint64(i))
		}
		m.Funcs = append(m.Funcs, Func{nm, sz})
	}
	sort.SliceStable(m.Funcs, func(i, j int) bool { return m.Funcs[i].Size > m.Funcs[j].Size })
	return m, nil
}

func skipImportDesc(s *reader, kind byte) (int, error) {
	switch kind {
	case 0: // func: type index
		_, err := s.uvarint()
		return 0, err
	case 1: // table: reftype, limits
		s.i++
		return 0, skipLimits(s)
	case 2: // memory
		return 0, skipLimits(s)
	case 3: // global: valtype, mut
		s.i += 2
		return 0, nil
	}
	return 0, fmt.Errorf("wasmsym: unknown import kind %d", kind)
}

func skipLimits(s *reader) error {
	flag := s.b[s.i]
	s.i++
	if _, err := s.uvarint(); err != nil {
		return err
	}
	if flag&1 != 0 {
		_, err := s.uvarint()
		return err
	}
	return nil
}

// readNames reads the function names subsection (id 1) of the name section.
func readNames(s *reader, names map[uint64]string) {
	for s.i < len(s.b) {
		id := s.b[s.i]
		s.i++
		n, err := s.uvarint()
		if err != nil {
			return
		}
		sub, err := s.bytes(n)
		if err != nil {
			return
		}
		if id != 1 {
			continue
		}
		t := &reader{b: sub}
		cnt, err := t.uvarint()
		if err != nil {
			return
		}
		for range cnt {
			idx, err := t.uvarint()
			if err != nil {
				return
			}
			l, err := t.uvarint()
			if err != nil {
				return
			}
			nb, err := t.bytes(l)
			if err != nil {
				return
			}
			names[idx] = string(nb)
		}
	}
}

// Package returns the Go package of a function name. The wasm name section spells Go names
// with every character outside [A-Za-z0-9_.] as "_": "github.com_x_y.__T_.M" is package
// github.com_x_y. Names that are not Go functions are returned as they are.
func Package(sym string) string {
	dot := strings.IndexByte(sym, '.')
	if dot < 0 {
		return sym
	}
	// A module path starts with a host: "github.com_…", "golang.org_…", "rsc.io_…".
	if !strings.Contains(sym[:dot], "_") && hostTLD.MatchString(sym[dot+1:]) {
		if d2 := strings.IndexByte(sym[dot+1:], '.'); d2 >= 0 {
			return sym[:dot+1+d2]
		}
		return sym
	}
	return sym[:dot]
}

var hostTLD = regexp.MustCompile(`^[a-z]{2,}_`)

// ByPackage sums function sizes per package, largest first.
func ByPackage(funcs []Func) []Func {
	sum := map[string]int{}
	for _, f := range funcs {
		sum[Package(f.Name)] += f.Size
	}
	out := make([]Func, 0, len(sum))
	for k, v := range sum {
		out = append(out, Func{k, v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Size != out[j].Size {
			return out[i].Size > out[j].Size
		}
		return out[i].Name < out[j].Name
	})
	return out
}
